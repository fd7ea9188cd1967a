"""What the marketplace earns: each camp's plan history, the commission of completed bookings, monthly statements."""
