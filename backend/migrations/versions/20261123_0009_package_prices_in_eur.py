"""package prices in EUR only: prices set in USD or GBP are converted at the configured rates

Every quote, the budget filter and the price order read a package's price as EUR, so a USD 690
package was sold as EUR 690. From now on the package forms take EUR only; this converts the
prices stored in another currency (EUR = price / rate, to the cent) and marks them EUR.

Revision ID: 0009_package_prices_in_eur
Revises: 0008_bookings_search_text
Create Date: 2026-11-23 13:00:00
"""

from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

import sqlalchemy as sa
from alembic import op

from app.config import get_settings

revision: str = "0009_package_prices_in_eur"
down_revision: str | None = "0008_bookings_search_text"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    settings = get_settings()
    rates = {"USD": settings.usd_rate, "GBP": settings.gbp_rate}
    bind = op.get_bind()
    update = sa.text("UPDATE camp_packages SET price = :price, currency = 'EUR' WHERE id = :id").bindparams(
        sa.bindparam("price", type_=sa.Numeric(10, 2))
    )
    rows = bind.execute(sa.text("SELECT id, price, currency FROM camp_packages WHERE currency <> 'EUR'")).all()
    for package_id, price, currency in rows:
        rate = rates.get(currency)
        if rate is None:  # not a currency we ever offered: cannot be converted, so refuse to guess
            raise RuntimeError(f"package {package_id} has a price in {currency!r}; convert it to EUR by hand first")
        eur = (Decimal(str(price)) / rate).quantize(Decimal("0.01"), ROUND_HALF_UP)
        bind.execute(update, {"price": eur, "id": package_id})


def downgrade() -> None:
    # The converted prices stay in EUR: the earlier code reads EUR prices correctly.
    pass
