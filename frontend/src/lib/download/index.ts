/** Saves a fetched file under the name its Content-Disposition gives (else `fallback`). */
export async function downloadResponse(response: Response, fallback: string): Promise<void> {
  const blob = await response.blob()
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
