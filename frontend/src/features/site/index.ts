// The site feature's public entry: the editable content sections other features show.
export { contentQueryOptions, useContent } from './api/get-content'
