/** The 7-Day Beginner Surf Coaching package that the home page's featured deal books. */
export const COACHING_PACKAGE_SLUG = 'anchor-point-surf-house-7-day-beginner-surf-coaching'
