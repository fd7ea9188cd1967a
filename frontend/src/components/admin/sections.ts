import {
  BarChart3,
  BookOpenCheck,
  ClipboardList,
  FileText,
  LayoutDashboard,
  Package,
  Receipt,
  Tent,
  Users,
} from 'lucide-react'
import { paths } from '@/lib/config/paths'

/** The back office's sections, in the spec's order: the navigation shows them all (admin layout). */
export const ADMIN_SECTIONS = [
  { to: paths.adminDashboard, key: 'dashboard', Icon: LayoutDashboard },
  { to: paths.adminBookings, key: 'bookings', Icon: BookOpenCheck },
  { to: paths.adminCamps, key: 'camps', Icon: Tent },
  { to: paths.adminPackages, key: 'packages', Icon: Package },
  { to: paths.adminAnalytics, key: 'analytics', Icon: BarChart3 },
  { to: paths.adminContent, key: 'content', Icon: FileText },
  { to: paths.adminUsers, key: 'users', Icon: Users, superOnly: true },
  { to: paths.adminSubmissions, key: 'submissions', Icon: ClipboardList },
  { to: paths.adminStatements, key: 'statements', Icon: Receipt },
] as const

type Section = (typeof ADMIN_SECTIONS)[number]

/** The sections the dashboard links to: every one but the dashboard itself. */
export const ADMIN_QUICK_LINKS = ADMIN_SECTIONS.filter(
  (section): section is Exclude<Section, { key: 'dashboard' }> => section.key !== 'dashboard',
)
