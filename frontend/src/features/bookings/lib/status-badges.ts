/** The badge colour of each booking status, the same for the camp, the team and the traveller. */
export const BOOKING_STATUS_BADGES = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'danger',
  completed: 'neutral',
  expired: 'neutral',
} as const
