// The camps back office's public entry: the camp list other back-office pages choose from.
export { adminCampsQueryOptions, useAdminCamps } from './api/list-camps'
