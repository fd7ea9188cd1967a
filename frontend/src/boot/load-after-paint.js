// The page's code, fetched once the page has painted. A classic script (not a module), in every page's
// head with `defer` (build/route-preloads.ts writes it in place of the module script and the module
// preloads; the server adds the route's modules to `data-modules`). A server-rendered page is complete
// without its code: its first paint and its main photo get the bandwidth and the processor first, and
// the code then hydrates it (main.tsx). It waits for the first contentful paint and for the photo the
// page preloads (its largest paint, <link rel=preload as=image>), not for every image. A page the
// browser renders itself (empty #root: the back office, or a page the renderer could not render) and a
// page in a background tab, which paints nothing yet, load their code at once; so does a page the
// visitor starts to use. A click on a button that needs the code (the chat, the booking, a menu) or a
// form sent that needs it (no action: sign-in, forgot password), before the code is there, is held
// (window.__heldAction) and done again once the page is hydrated (src/lib/ssr/prerendered.tsx,
// after what was typed is handed over); links and the search form work without the code.
// See docs/performance.md, "Code after the first paint".
;(function () {
  var script = document.currentScript
  var entry = script.getAttribute('data-entry')
  var modules = (script.getAttribute('data-modules') || '').split(' ')
  var painted = false
  var photos = 0 // preloaded photos still on their way
  var started = false

  /** Whether `url` is the preloaded photo of `link` (its href or one of its srcset's candidates). */
  function sameImage(url, link) {
    var path = new URL(url, location.href).pathname
    var candidates = [link.getAttribute('href')].concat((link.getAttribute('imagesrcset') || '').split(','))
    return candidates.some(function (candidate) {
      return candidate && new URL(candidate.trim().split(' ')[0], location.href).pathname === path
    })
  }

  function add(element) {
    element.crossOrigin = '' // as Vite's own tags (crossorigin): the preloads are then reused
    element.fetchPriority = 'low'
    document.head.appendChild(element)
  }

  function start(now) {
    if (started || !(now || (painted && photos === 0))) return
    started = true
    for (var i = 0; i < modules.length; i++) {
      if (!modules[i]) continue
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = modules[i]
      add(link)
    }
    var code = document.createElement('script')
    code.type = 'module'
    code.src = entry
    add(code)
  }

  var root = document.getElementById('root')
  if (!root || !root.firstElementChild || document.visibilityState === 'hidden') return start(true)
  var interactions = ['pointerdown', 'keydown', 'touchstart']
  var now = function () {
    start(true)
  }
  for (var i = 0; i < interactions.length; i++)
    document.addEventListener(interactions[i], now, { capture: true, once: true })
  // What the visitor asked of the page before its code was there, done again once it is hydrated.
  var hold = function (repeat) {
    // Once React listens (hydration has begun, reactListens()), it handles what is done itself.
    if (!window.__reactListens) window.__heldAction = repeat
  }
  document.addEventListener(
    'click',
    function (event) {
      // A link the app follows itself once hydrated (every Book Now: the booking dialog, no page load)
      // waits for the code like a button; without any script it is followed (the form's own page).
      var link = event.target instanceof Element && event.target.closest('a[data-opens-here]')
      if (
        link &&
        root.contains(link) &&
        !window.__reactListens &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.shiftKey
      ) {
        event.preventDefault()
        hold(function () {
          if (link.isConnected) link.click()
        })
        return
      }
      var button = event.target instanceof Element && event.target.closest('button')
      // A submit button submits its form: the submit event below decides.
      if (!button || !root.contains(button) || (button.type === 'submit' && button.form)) return
      hold(function () {
        if (button.isConnected) button.click()
      })
    },
    true,
  )
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target
      // A form with an action (the search) works without the code; one without only with it.
      if (window.__reactListens || !root.contains(form) || form.hasAttribute('action')) return
      event.preventDefault()
      // Sent again by a click on its button (Enter sends with the form's first one): React hydrates a
      // part still on its way when it is clicked, not when it is only sent.
      var button = event.submitter || form.querySelector('button:not([type]), [type="submit"]')
      hold(function () {
        if (button && button.isConnected) button.click()
        else if (form.isConnected) form.requestSubmit()
      })
    },
    true,
  )
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        painted = true
        start(false)
      }
    }).observe({ type: 'paint', buffered: true })
  } catch (error) {
    painted = true // a browser that does not report paints
  }
  // A preload that is over (loaded or failed) has its resource timing entry; one still on its way says when it is.
  var arrived = function () {
    photos -= 1
    start(false)
  }
  document.querySelectorAll('link[rel="preload"][as="image"]').forEach(function (link) {
    var fetched = performance.getEntriesByType('resource').some(function (entry) {
      return sameImage(entry.name, link)
    })
    if (fetched) return
    photos += 1
    link.addEventListener('load', arrived)
    link.addEventListener('error', arrived)
  })
  // The photo may take long on a slow line: the code does not wait longer than this.
  setTimeout(function () {
    start(true)
  }, 3000)
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start(true)
  })
  start(false)
})()
