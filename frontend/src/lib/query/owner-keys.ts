/** The owner dashboard's figures (GET /owner/stats), which a change of the camp's packages moves: under
 * ['owner'] with everything else of the signed-in owner's camp, refreshed by domain features too. */
export const ownerStatsKey = ['owner', 'stats'] as const
