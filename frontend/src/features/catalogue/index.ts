// The catalogue's public entry: what other features (the home page, the booking form) may use.
export { featuredCampsQueryOptions, useFeaturedCamps } from './api/get-featured-camps'
export { packageQueryOptions, usePackage } from './api/get-package'
export { AmenityChips, amenityIcon } from './components/amenity-chips'
export { CampImage } from './components/camp-image'
export { RatingSummary } from './components/rating'
export { SearchBar } from './components/search-bar'
export { titleCase, useCatalogueLabels } from './lib/labels'
