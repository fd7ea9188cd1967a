"""All models, one file per table, imported here so Alembic and the app see one metadata."""

from app.models.admin_user import AdminUser
from app.models.audit_log import AuditLog
from app.models.base import Base
from app.models.blog_post import BlogPost
from app.models.booking import Booking
from app.models.booking_date_request import BookingDateRequest
from app.models.booking_message import BookingMessage, BookingThreadRead
from app.models.booking_search_word import BookingSearchWord
from app.models.booking_status_change import BookingStatusChange
from app.models.calendar_feed import CalendarFeed, CalendarFeedBlock
from app.models.camp_package import CampPackage
from app.models.camp_plan import CampPlan
from app.models.camp_statement import CampStatement
from app.models.camp_submission import CampSubmission
from app.models.chat_conversation import ChatConversation
from app.models.chat_lead import ChatLead
from app.models.cms_content import CmsContent
from app.models.contact_message import ContactMessage
from app.models.email_log import EmailLog
from app.models.email_outbox import EmailOutbox
from app.models.email_token import EmailToken
from app.models.job_failure import JobFailure
from app.models.media_image import MediaImage
from app.models.newsletter_subscriber import NewsletterSubscriber
from app.models.package_day import PackageDay
from app.models.page_view import PageView
from app.models.payment import CampSubscription, PaymentEvent, ProviderInvoice, StatementPayment
from app.models.refresh_token import RefreshToken
from app.models.review import Review
from app.models.statement_adjustment import StatementAdjustment
from app.models.surf_camp import SurfCamp
from app.models.user import User
from app.models.waitlist_entry import WaitlistEntry

__all__ = [
    "AdminUser",
    "AuditLog",
    "Base",
    "BlogPost",
    "Booking",
    "BookingDateRequest",
    "BookingMessage",
    "BookingSearchWord",
    "BookingStatusChange",
    "BookingThreadRead",
    "CalendarFeed",
    "CalendarFeedBlock",
    "CampPackage",
    "CampPlan",
    "CampSubscription",
    "CampStatement",
    "CampSubmission",
    "ChatConversation",
    "ChatLead",
    "CmsContent",
    "ContactMessage",
    "EmailLog",
    "EmailOutbox",
    "EmailToken",
    "JobFailure",
    "MediaImage",
    "NewsletterSubscriber",
    "PackageDay",
    "PageView",
    "PaymentEvent",
    "ProviderInvoice",
    "RefreshToken",
    "Review",
    "StatementAdjustment",
    "StatementPayment",
    "SurfCamp",
    "User",
    "WaitlistEntry",
]
