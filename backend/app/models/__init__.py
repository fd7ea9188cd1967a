"""All models, imported here so Alembic and the app see one metadata."""

from app.models.auth_token import EmailToken, RefreshToken
from app.models.base import Base
from app.models.booking import Booking
from app.models.camp import CampPackage, SurfCamp
from app.models.content import AuditLog, BlogPost, CmsContent, PageView
from app.models.engagement import ChatConversation, ChatLead, ContactMessage, NewsletterSubscriber, Review
from app.models.mail import EmailLog, EmailOutbox
from app.models.media import MediaImage
from app.models.submission import CampSubmission
from app.models.user import AdminUser, User

__all__ = [
    "AdminUser",
    "AuditLog",
    "Base",
    "BlogPost",
    "Booking",
    "CampPackage",
    "CampSubmission",
    "ChatConversation",
    "ChatLead",
    "CmsContent",
    "ContactMessage",
    "EmailLog",
    "EmailOutbox",
    "EmailToken",
    "MediaImage",
    "NewsletterSubscriber",
    "PageView",
    "RefreshToken",
    "Review",
    "SurfCamp",
    "User",
]
