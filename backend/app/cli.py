"""The `surfcamp` command: serve, migrate, seed, create-user, run-jobs, and a few operator tools."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from sqlalchemy import select

from app.config import REPO_ROOT, get_settings
from app.db import get_engine, get_sessionmaker


def migrate(revision: str = "head") -> None:
    from alembic import command
    from alembic.config import Config

    config = Config(str(REPO_ROOT / "backend" / "alembic.ini"))
    config.attributes["database_url"] = get_settings().database_url
    command.upgrade(config, revision)


async def _seed() -> dict[str, int]:
    from app.media.storage import get_storage
    from app.reviews.service import refresh_package_ratings
    from seed.loader import seed_demo

    async with get_sessionmaker()() as session:
        counts: dict[str, int] = await seed_demo(session, get_storage())
        await refresh_package_ratings(session)
        await session.commit()
    await get_engine().dispose()
    return counts


async def _create_user(email: str, password: str, role: str, camp_id: int | None, name: str | None) -> int:
    from app.auth.passwords import check_password_policy, hash_password
    from app.models import AdminUser, SurfCamp, User
    from app.models.base import utcnow

    check_password_policy(password)
    async with get_sessionmaker()() as session:
        if role == "camp_owner" and (camp_id is None or await session.get(SurfCamp, camp_id) is None):
            raise SystemExit("a camp_owner needs --camp-id of an existing camp")
        existing = await session.scalar(select(User).where(User.email == email.lower()))
        if existing is not None:
            raise SystemExit(f"a user with e-mail {email} already exists")
        user = User(
            email=email.lower(),
            full_name=name or email.split("@")[0],
            password_hash=hash_password(password),
            email_verified_at=utcnow(),
        )
        session.add(user)
        await session.flush()
        session.add(
            AdminUser(
                user_id=user.id,
                email=user.email,
                full_name=user.full_name,
                role=role,
                assigned_camp_id=camp_id if role == "camp_owner" else None,
                is_active=True,
            )
        )
        await session.commit()
        user_id = user.id
    await get_engine().dispose()
    return user_id


async def _approve_owner(email: str) -> None:
    """The back office's approval (the same rule, audit and e-mail), made by an operator."""
    from app.admin.users.service import AdminUserService
    from app.models import AdminUser, User

    async with get_sessionmaker()() as session:
        user = await session.scalar(select(User).where(User.email == email.lower()))
        profile = await session.scalar(select(AdminUser).where(AdminUser.user_id == user.id)) if user else None
        if profile is None or profile.role != "camp_owner":
            raise SystemExit(f"no camp owner with e-mail {email}")
        await AdminUserService(session, None).approve(profile.id)
        await session.commit()
    await get_engine().dispose()


async def _last_mail(to: str) -> tuple[str, str] | None:
    from app.models import EmailOutbox
    from app.notifications.outbox import rendered_body

    async with get_sessionmaker()() as session:
        row = await session.scalar(
            select(EmailOutbox).where(EmailOutbox.to_address == to.lower()).order_by(EmailOutbox.id.desc()).limit(1)
        )
        result = await rendered_body(session, row) if row else None
    await get_engine().dispose()
    return result


async def _bookings(reference: str | None, email: str | None) -> list[dict[str, object]]:
    """Read-only view of stored bookings (by reference or guest e-mail) for operators and e2e checks."""
    from app.models import Booking

    stmt = select(Booking).order_by(Booking.id)
    if reference:
        stmt = stmt.where(Booking.booking_reference == reference.upper())
    if email:
        stmt = stmt.where(Booking.email == email.lower())
    async with get_sessionmaker()() as session:
        rows = (await session.scalars(stmt)).all()
        result: list[dict[str, object]] = [
            {
                "bookingReference": b.booking_reference,
                "status": b.status,
                "packageId": b.package_id,
                "packageName": b.package_name,
                "campName": b.camp_name,
                "fullName": b.full_name,
                "email": b.email,
                "country": b.guest_country,
                "startDate": b.start_date.isoformat(),
                "numberOfDays": b.number_of_days,
                "numberOfPeople": b.number_of_people,
                "surfingLevel": b.surfing_level,
                "addOns": list(b.add_ons or []),
                "currency": b.currency,
                "amountInCurrency": str(b.amount_in_currency),
                "bookingAmount": str(b.booking_amount),
                "paymentMethod": b.payment_method,
                "language": b.language,
            }
            for b in rows
        ]
    await get_engine().dispose()
    return result


async def _list_submissions(status: str | None, limit: int) -> list[dict[str, object]]:
    from app.models import CampSubmission

    async with get_sessionmaker()() as session:
        stmt = select(CampSubmission).order_by(CampSubmission.created_at.desc(), CampSubmission.id.desc()).limit(limit)
        if status:
            stmt = stmt.where(CampSubmission.status == status)
        rows: list[dict[str, object]] = [
            {
                "id": s.id,
                "status": s.status,
                "campName": s.camp_name,
                "location": s.camp_location,
                "campType": s.camp_type,
                "ownerName": s.owner_name,
                "ownerEmail": s.owner_email,
                "whatsapp": s.camp_phone,
                "plan": s.plan,
                "createdAt": s.created_at.isoformat(),
            }
            for s in (await session.scalars(stmt)).all()
        ]
    await get_engine().dispose()
    return rows


async def _review_link(reference: str) -> str:
    from app.auth.tokens import hash_secret, new_secret
    from app.models import Booking
    from app.notifications.templates import site_link

    async with get_sessionmaker()() as session:
        booking = await session.scalar(select(Booking).where(Booking.booking_reference == reference.upper()))
        if booking is None:
            raise SystemExit(f"no booking {reference}")
        token = new_secret()
        booking.review_token_hash = hash_secret(token)
        await session.commit()
        language = booking.language
    await get_engine().dispose()
    return f"{site_link('/review', language)}?token={token}"


async def _run_jobs(hours_ahead: float = 0) -> dict[str, int]:
    from datetime import timedelta

    from app.jobs.runner import run_jobs_once
    from app.models.base import utcnow

    now = utcnow() + timedelta(hours=hours_ahead) if hours_ahead else None
    result = await run_jobs_once(now=now)
    await get_engine().dispose()
    return result


def _prepare_metrics_dir(workers: int) -> None:
    """Several workers share their metrics through files (prometheus-client's multiprocess mode): a
    folder given as PROMETHEUS_MULTIPROC_DIR is emptied of an earlier run's files; none given, a fresh
    one is made. Set before the workers start, so each of them writes there."""
    import os
    import tempfile
    from pathlib import Path

    folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        for old in Path(folder).glob("*.db"):
            old.unlink(missing_ok=True)
    elif workers > 1:
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="surfcamp-metrics-")


def _backup_or_restore(args: argparse.Namespace) -> None:
    from app.backup import BackupError, backup, restore

    try:
        if args.command == "backup":
            path, manifest = asyncio.run(backup(args.out))
            size = sum(entry["size"] for entry in manifest["files"].values())
            print(
                f"backup written: {path} ({manifest['database_kind']}, schema {manifest['schema_revision']}, "
                f"{len(manifest['files'])} files, {size} bytes)"
            )
        else:
            done = asyncio.run(restore(args.archive, force=args.force))
            print(f"restored {args.archive}: {done.database_kind}, schema {done.schema_revision}, {done.files} files")
            if done.schema_revision != done.head:
                print(f"the schema is at {done.schema_revision}; run `surfcamp migrate` to bring it to {done.head}")
    except BackupError as error:
        raise SystemExit(f"surfcamp {args.command}: {error}") from None


async def _reconcile(month: str) -> int:
    """Print the differences between the provider's records of the month and ours; exit 1 when there are some."""
    from app.payments.reconcile import reconcile
    from app.payments.service import payment_provider

    provider = payment_provider()
    if provider is None:
        print("no payment provider configured (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET)")
        return 2
    theirs, ours, differences = await reconcile(get_sessionmaker(), provider, month)
    await get_engine().dispose()
    print(f"{month}: {theirs} records at {provider.name}, {ours} here, {len(differences)} differences")
    for difference in differences:
        print(difference.line())
    return 1 if differences else 0


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="surfcamp", description="Surf camp marketplace server and tools")
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="serve the API and the built front end")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--workers", type=int, default=1)
    serve.add_argument("--reload", action="store_true")
    serve.add_argument(
        "--no-access-log", action="store_true", help="don't log a line per request (when a proxy in front already does)"
    )
    migrate_cmd = sub.add_parser("migrate", help="apply database migrations")
    migrate_cmd.add_argument("revision", nargs="?", default="head")
    sub.add_parser("seed", help="load the demo catalogue (idempotent)")
    create = sub.add_parser("create-user", help="create a confirmed, active user")
    create.add_argument("--email", required=True)
    create.add_argument("--password", required=True)
    create.add_argument("--role", required=True, choices=["super_admin", "camp_admin", "camp_owner"])
    create.add_argument("--camp-id", type=int)
    create.add_argument("--name")
    jobs = sub.add_parser("run-jobs", help="one pass of background work (e-mail delivery, reminders, holds, calendars)")
    jobs.add_argument(
        "--hours-ahead",
        type=float,
        default=0,
        help="tests only, refused in production: run the availability jobs as if this many hours had passed",
    )
    jobs.add_argument(
        "--forever",
        action="store_true",
        help="run a pass every JOBS_INTERVAL_SECONDS until stopped (the job runner unit)",
    )
    sub.add_parser("openapi", help="print the OpenAPI schema as JSON")
    approve = sub.add_parser(
        "approve-owner", help="activate a camp owner and publish their pending camp once it has a package and a photo"
    )
    approve.add_argument("--email", required=True)
    review = sub.add_parser("review-link", help="issue a new single-use review link for a booking")
    review.add_argument("--reference", required=True)
    mail = sub.add_parser("mail", help="inspect the e-mail outbox")
    mail_sub = mail.add_subparsers(dest="mail_command", required=True)
    last = mail_sub.add_parser("last", help="print the last e-mail queued for an address")
    last.add_argument("--to", required=True)
    last.add_argument("--link", action="store_true", help="print only the first link of the message")
    booking = sub.add_parser("booking", help="inspect stored bookings (read-only)")
    booking_sub = booking.add_subparsers(dest="booking_command", required=True)
    show = booking_sub.add_parser("show", help="print one booking as JSON")
    show.add_argument("--reference", required=True)
    listing = booking_sub.add_parser("list", help="print the bookings of a guest e-mail as a JSON list")
    listing.add_argument("--email", required=True)
    submissions = sub.add_parser("submissions", help="read partner applications (camp submissions)")
    submissions_sub = submissions.add_subparsers(dest="submissions_command", required=True)
    listing = submissions_sub.add_parser("list", help="list submissions, newest first")
    listing.add_argument("--status", choices=["pending", "approved", "rejected", "published"])
    listing.add_argument("--limit", type=int, default=50)
    listing.add_argument("--json", action="store_true", help="print JSON instead of a table")
    payments = sub.add_parser("payments", help="online payments (docs/payments.md)")
    payments_sub = payments.add_subparsers(dest="payments_command", required=True)
    rec = payments_sub.add_parser("reconcile", help="compare the payment provider's records of a month with ours")
    rec.add_argument("--month", required=True, help="YYYY-MM")
    backup_cmd = sub.add_parser("backup", help="write one archive of the database and media while the site serves")
    backup_cmd.add_argument("--out", type=Path, help="the archive's path (default: data/backups/surfcamp-<time>.tar)")
    restore_cmd = sub.add_parser("restore", help="check an archive and bring it back into an empty install")
    restore_cmd.add_argument("archive", type=Path)
    restore_cmd.add_argument("--force", action="store_true", help="replace what a non-empty database holds")
    args = parser.parse_args(argv)

    if args.command == "serve":
        import uvicorn

        if args.no_access_log:
            os.environ["LOG_REQUESTS"] = "false"  # read by every worker's settings
            get_settings.cache_clear()
        settings = get_settings()
        workers = 1 if args.reload else args.workers
        _prepare_metrics_dir(workers)
        json_logs = settings.log_format == "json"
        uvicorn.run(
            "app.main:create_app",
            factory=True,
            host=args.host,
            port=args.port,
            workers=None if args.reload else args.workers,
            reload=args.reload,
            # The app reads X-Forwarded-For itself, from FORWARDED_ALLOW_IPS only (app/main.py);
            # uvicorn's own reading would trust any client connecting from 127.0.0.1.
            proxy_headers=False,
            # A worker busy starting (imports, the page renderer) on a loaded machine answers the
            # supervisor's ping late; 5 s (the default) had workers killed and restarted in a loop.
            timeout_worker_healthcheck=30,
            log_level="info",
            # The app writes each request's line itself, in both formats (app/kit/request_context.py:
            # by route template, never the path or query string, which can hold a token or an
            # address); uvicorn's own access line, with the raw path, is never written.
            access_log=False,
            log_config=None if json_logs else uvicorn.config.LOGGING_CONFIG,
        )
    elif args.command in ("backup", "restore"):
        _backup_or_restore(args)
    elif args.command == "migrate":
        migrate(args.revision)
        print("database migrated")
    elif args.command == "seed":
        print(json.dumps(asyncio.run(_seed())))
        from seed.loader import DEMO_ACCOUNTS

        for email, password, role in DEMO_ACCOUNTS:
            print(f"demo {role}: {email} / {password}")
    elif args.command == "create-user":
        user_id = asyncio.run(_create_user(args.email, args.password, args.role, args.camp_id, args.name))
        print(f"created user {user_id}")
    elif args.command == "run-jobs":
        if args.hours_ahead and get_settings().is_production:
            parser.error("--hours-ahead moves the clock for tests and is refused in production")
        if args.forever:
            from app.jobs.runner import run_jobs_forever
            from app.kit.logs import configure_logging

            configure_logging(get_settings().log_format)
            asyncio.run(run_jobs_forever(get_settings().jobs_interval_seconds))
        print(json.dumps(asyncio.run(_run_jobs(args.hours_ahead))))
    elif args.command == "payments":
        if not re.fullmatch(r"20\d\d-(0[1-9]|1[0-2])", args.month):
            parser.error("--month must be YYYY-MM")
        raise SystemExit(asyncio.run(_reconcile(args.month)))
    elif args.command == "openapi":
        from app.main import create_app

        json.dump(create_app().openapi(), sys.stdout, indent=2, sort_keys=True)
        sys.stdout.write("\n")
    elif args.command == "review-link":
        print(asyncio.run(_review_link(args.reference)))
    elif args.command == "approve-owner":
        asyncio.run(_approve_owner(args.email))
        print(f"approved {args.email}")
    elif args.command == "submissions":
        found_rows = asyncio.run(_list_submissions(args.status, args.limit))
        if args.json:
            print(json.dumps(found_rows, indent=2))
        else:
            for row in found_rows:
                print(f"{row['id']:>5}  {row['status']:<9}  {row['campName']}  <{row['ownerEmail']}>", row["createdAt"])
    elif args.command == "mail":
        found = asyncio.run(_last_mail(args.to))
        if found is None:
            raise SystemExit(f"no e-mail queued for {args.to}")
        subject, body = found
        if args.link:
            match = re.search(r"https?://\S+", body)
            if match is None:
                raise SystemExit("the message has no link")
            print(match.group(0))
        else:
            print(f"Subject: {subject}\n\n{body}")
    elif args.command == "booking":
        if args.booking_command == "show":
            rows = asyncio.run(_bookings(args.reference, None))
            if not rows:
                raise SystemExit(f"no booking {args.reference}")
            print(json.dumps(rows[0], indent=2))
        else:
            print(json.dumps(asyncio.run(_bookings(None, args.email)), indent=2))


if __name__ == "__main__":
    main()
