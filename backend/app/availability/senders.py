"""Who sent a booking request, as far as the hold limits need to know: the e-mail address, and a
fingerprint of the network it came from.

The network is the IPv4 address, or the /64 of an IPv6 address (one household or phone is given a
whole /64, so its addresses rotate within it for free). The fingerprint is an HMAC of it with the
server key: requests from one network can be counted together and shown as "from one sender" without
the address being stored or shown to anyone.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
from dataclasses import dataclass

from app.kit.signing_key import signing_key

IPV6_PREFIX = 64


@dataclass(frozen=True)
class Sender:
    email: str
    fingerprint: str | None  # None: the network is not known (a request made by the server itself)


def network_of(ip: str) -> str:
    """The network a client address stands for: itself (IPv4) or its /64 (IPv6); text that is no address as is."""
    try:
        address = ipaddress.ip_address(ip)
    except ValueError:
        return ip
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, IPV6_PREFIX), strict=False))
    return str(address)


def sender_fingerprint(ip: str) -> str:
    """The HMAC-SHA256 (hex) of the client's network with the server key."""
    network = network_of(ip)
    return hmac.new(signing_key().encode(), f"sender-network:{network}".encode(), hashlib.sha256).hexdigest()
