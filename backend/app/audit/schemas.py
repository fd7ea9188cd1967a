from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import Field
from typing_extensions import TypeAliasType

from app.kit.pagination import Page
from app.kit.schema import ApiModel

# Every action and kind of item the log records: named enums, so the back office has a text for each
# (a new value without one fails the front end's tests).
AuditAction = TypeAliasType(
    "AuditAction",
    Literal[
        "booking.update",
        "booking.confirm",
        "booking.cancel",
        "booking.complete",
        "booking.traveller_cancel",
        "booking.expire",
        "booking.dates_change",
        "booking.date_request",
        "booking.dates_decline",
        "booking.message",
        "booking.release_hold",
        "camp.create",
        "camp.update",
        "camp.delete",
        "camp.publish",
        "camp.plan_change",
        "camp.approve",
        "package.create",
        "package.update",
        "package.delete",
        "package.calendar_change",
        "package.availability_update",
        "camp.feed_add",
        "camp.feed_delete",
        "camp.calendar_links_renew",
        "content.create",
        "content.update",
        "content.toggle",
        "content.delete",
        "user.approve",
        "user.approve.cli",
        "user.reject",
        "user.update",
        "user.invite",
        "submission.approve",
        "submission.reject",
        "submission.publish",
        "review.hide",
        "review.show",
        "review.translate",
        "statement.mark_paid",
    ],
)
# Who acted: a signed-in user of the team or of a camp, the traveller (their "My booking" link), the
# system (the jobs) or an operator at the command line.
AuditParty = TypeAliasType("AuditParty", Literal["team", "camp", "traveller", "system", "command_line"])
AuditEntity = TypeAliasType(
    "AuditEntity", Literal["booking", "camp", "package", "content", "user", "submission", "review", "statement"]
)
# The fields an entry's before/after may name: the columns of the audited tables (tests/audit checks
# that every column is here) and the counts a camp deletion records.
AuditField = TypeAliasType(
    "AuditField",
    Literal[
        "id",
        "slug",
        "name",
        "title",
        "description",
        "short_description",
        "status",
        "featured",
        "is_active",
        "is_demo",
        "is_hidden",
        "hidden_reason",
        "language",
        "source_language",
        "translations",
        "created_at",
        "updated_at",
        # bookings
        "booking_reference",
        "camp_id",
        "package_id",
        "camp_name",
        "package_name",
        "full_name",
        "email",
        "guest_phone",
        "guest_country",
        "start_date",
        "number_of_days",
        "number_of_people",
        "surfing_level",
        "add_ons",
        "booking_amount",
        "currency",
        "amount_in_currency",
        "payment_method",
        "special_requests",
        "arrival_time",
        "dietary_requirements",
        "emergency_contact_name",
        "emergency_contact_phone",
        "admin_notes",
        "cancellation_reason",
        "cancelled_at",
        "confirmed_at",
        "reminder_sent_at",
        "review_requested_at",
        "completed_at",
        "commission_plan",
        "commission_percent",
        "commission_amount",
        "billed_month",
        "billed_commission",
        # camps and packages
        "location",
        "location_key",
        "address",
        "phone",
        "website",
        "image_url",
        "amenities",
        "maps_url",
        "maps_embed_url",
        "latitude",
        "longitude",
        "price",
        "duration_days",
        "difficulty_level",
        "package_type",
        "max_participants",
        "gallery_images",
        "included_features",
        "rating_average",
        "review_count",
        "places",
        "start_weekdays",
        "season",
        "min_notice_days",
        "min_stay_days",
        "max_stay_days",
        "hold_expires_at",
        "hold_state",
        "sender_known",
        "packages_deleted",
        "bookings_unlinked",
        # calendars: days blocked, freed or given places; imported feeds
        "days",
        "blocked",
        "feed_name",
        "feed_url",
        # content
        "section_key",
        "content",
        "content_type",
        "meta",
        # users
        "user_id",
        "role",
        "assigned_camp_id",
        "rejected_at",
        "rejection_reason",
        # submissions
        "camp_location",
        "camp_email",
        "camp_phone",
        "camp_website",
        "camp_description",
        "camp_type",
        "instagram_handle",
        "languages_spoken",
        "plan",
        "owner_name",
        "owner_email",
        "packages",
        "optional_addons",
        "reviewed_at",
        "reviewed_by_user_id",
        "published_camp_id",
        # reviews
        "booking_id",
        "rating",
        "comment",
        "reviewer_first_name",
        "reviewer_country",
        # plans and statements
        "fee",
        "month",
        "balance",
        "paid_at",
        "payment_reference",
    ],
)


class AuditEntryRead(ApiModel):
    id: int
    actor_user_id: int | None
    actor_party: AuditParty
    actor_name: str | None
    actor_email: str | None
    action: AuditAction
    entity_type: AuditEntity
    entity_id: str | None
    entity_name: str | None = Field(description="what the item is called (as the entry named it, else now)")
    before: dict[AuditField, Any] | None = Field(
        description="the changed fields before (a field no longer stored is left out)"
    )
    after: dict[AuditField, Any] | None
    names: dict[str, str] = Field(
        description='the names of the ids in before/after, by "kind:id" (camp:1, package:4, booking:9, user:2)'
    )
    created_at: datetime


class AuditPage(Page[AuditEntryRead]):
    pass
