import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router'

/**
 * The server's renderer ran in this process just before, and a context keeps one current value per
 * kind of renderer, which react-dom/static and react-dom/client share: the server's last router values
 * (with a Suspense boundary in the page, HydratedApart) are still set, and the browser's RouterProvider
 * would take itself for a router inside another (in this file or, with the worker's modules shared, in
 * the next file's MemoryRouter). In the browser nothing ran before: put them back.
 */
export function forgetServerContexts() {
  const contexts = [
    UNSAFE_DataRouterContext,
    UNSAFE_DataRouterStateContext,
    UNSAFE_LocationContext,
    UNSAFE_NavigationContext,
    UNSAFE_RouteContext,
  ] as unknown as { _currentValue: unknown; _currentValue2: unknown }[]
  for (const context of contexts) context._currentValue = context._currentValue2 // the default
}
