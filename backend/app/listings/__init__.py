"""Camps and their packages as their owners and the back office edit them.

One service (`ListingService`) takes the principal; the repository scopes every query by it and
`rules.py` holds, once, every way an owner and the back office differ. The owner dashboard
(`app/owner`) and the back office (`app/admin/camps`, `app/admin/packages`) are thin routers over it.
"""
