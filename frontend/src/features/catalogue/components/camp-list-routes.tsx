import { CampListPage } from './camp-list-page'

// One screen, four routes: the aliases preset a filter (spec: public route table).
export default function SurfCampsPage() {
  return <CampListPage page="surfCamps" />
}

export function TaghazoutCampsPage() {
  return <CampListPage page="taghazoutCamps" preset={{ location: 'taghazout' }} />
}

export function TamraghtCampsPage() {
  return <CampListPage page="tamraghtCamps" preset={{ location: 'tamraght' }} />
}

export function BeginnerCampsPage() {
  return <CampListPage page="beginnerCamps" preset={{ type: 'beginner' }} />
}
