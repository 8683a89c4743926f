"""The stored digest is a checkpoint: ``tables.digest_step`` says after which step it was
taken (until now every action stored the digest of the table's current state, so
existing rows have it at their current step).

Revision ID: r0002
Revises: r0001
Create Date: 2026-11-26
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "r0002"
down_revision: str | None = "r0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("digest_step", sa.Integer(), nullable=False,
                                   server_default="0"))
    op.execute("UPDATE tables SET digest_step = steps")


def downgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("digest_step")
