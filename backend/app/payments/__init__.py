"""Partners pay the marketplace online: Pro subscriptions and monthly statements (docs/payments.md)."""
