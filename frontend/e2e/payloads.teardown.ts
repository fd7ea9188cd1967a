/** After the crawler (project "payloads" tears down with it): the demo data the planting changed put back. */
import { test as teardown } from '@playwright/test'
import { loadStored, removePayloads } from './payloads'

teardown('put back what the payloads replaced', async ({ request }) => {
  loadStored()
  await removePayloads(request)
})
