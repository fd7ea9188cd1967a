/**
 * The one name of the site: logo, page titles (here and in the server's page heads, via the built
 * seo.json) and, on the server, every e-mail and its sender (backend/app/config.py SITE_NAME; a
 * backend test checks that both say the same).
 */
export const SITE_NAME = 'Morocco Surf Camps'
