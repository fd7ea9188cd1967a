/** Query keys of online payments: the owner's panel (their camp), under ['owner'] like the statements. */
export const paymentKeys = {
  owner: () => ['owner', 'payments'] as const,
}
