import { useState } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/errors'
import { AppProviders } from '@/app/providers'
import { FeaturedImageUploader, GalleryUploader, type UploadFn } from './image-uploader'
import type { UploadedImage } from './upload-image'

function image(url: string, id = 1): UploadedImage {
  return { id, url, width: 1200, height: 800, purpose: 'package-gallery', variants: [{ width: 1200, url }] }
}

function png(name = 'photo.png') {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
}

function text(name = 'notes.jpg') {
  return new File(['hello'], name, { type: 'text/plain' })
}

function Featured({ upload, initial = null }: { upload: UploadFn; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <>
      <FeaturedImageUploader required value={value} onChange={setValue} upload={upload} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  )
}

function Gallery({ upload, initial = [] }: { upload: UploadFn; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial)
  return (
    <>
      <GalleryUploader value={value} onChange={setValue} upload={upload} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  )
}

// Drops are the only way to hand any file (not only images) to the input in jsdom.
const user = () => userEvent.setup({ applyAccept: false })

describe('featured image uploader', () => {
  it('is marked Required and uploads an image with a success toast', async () => {
    const upload = vi.fn<UploadFn>(async (_blob, _purpose, onProgress) => {
      onProgress?.(0.5)
      return image('/media/packages/featured/a-1200.jpg')
    })
    render(
      <AppProviders>
        <Featured upload={upload} />
      </AppProviders>,
    )
    expect(screen.getByText('Required')).toBeInTheDocument()
    await user().upload(screen.getByLabelText('Featured image'), png())
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/media/packages/featured/a-1200.jpg'))
    expect(upload).toHaveBeenCalledWith(expect.any(Blob), 'package-featured', expect.any(Function), 'photo.png')
    expect(await screen.findByText('Featured image uploaded successfully')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute(
      'src',
      '/media/packages/featured/a-400.jpg',
    )
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument()
  })

  it('refuses a file that is not an image without uploading it', async () => {
    const upload = vi.fn<UploadFn>()
    render(
      <AppProviders>
        <Featured upload={upload} />
      </AppProviders>,
    )
    await user().upload(screen.getByLabelText('Featured image'), text())
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument()
    expect(screen.getByText('Please select an image file')).toBeInTheDocument()
    expect(upload).not.toHaveBeenCalled()
  })

  it("shows the server's reason when it refuses the image", async () => {
    const upload = vi.fn<UploadFn>(async () => {
      throw new ApiError({ status: 415, code: 'invalid_file_type', detail: 'Please select an image file' })
    })
    render(
      <AppProviders>
        <Featured upload={upload} initial="/media/old-1200.jpg" />
      </AppProviders>,
    )
    await user().upload(screen.getByLabelText('Featured image'), png())
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument()
    expect(screen.getByText('Please select an image file')).toBeInTheDocument()
    expect(screen.queryByText('Failed to upload featured image')).toBeNull()
    expect(screen.getByTestId('value')).toHaveTextContent('/media/old-1200.jpg')
  })

  it('says "Upload failed" when the server gives no reason', async () => {
    const upload = vi.fn<UploadFn>(async () => {
      throw new ApiError({ status: 500, code: 'internal_error', detail: 'boom' })
    })
    render(
      <AppProviders>
        <Featured upload={upload} />
      </AppProviders>,
    )
    await user().upload(screen.getByLabelText('Featured image'), png())
    expect(await screen.findByText('Upload failed')).toBeInTheDocument()
    expect(screen.getByText('Failed to upload featured image')).toBeInTheDocument()
  })

  it('removes the image', async () => {
    render(
      <AppProviders>
        <Featured upload={vi.fn<UploadFn>()} initial="/media/old-1200.jpg" />
      </AppProviders>,
    )
    await user().click(screen.getByRole('button', { name: 'Remove image' }))
    expect(screen.getByTestId('value')).toHaveTextContent('')
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument()
  })
})

describe('gallery uploader', () => {
  it('skips non-images, uploads the rest and counts them', async () => {
    let n = 0
    const upload = vi.fn<UploadFn>(async () => image(`/media/g/${++n}-1200.jpg`, n))
    render(
      <AppProviders>
        <Gallery upload={upload} />
      </AppProviders>,
    )
    await user().upload(screen.getByLabelText('Gallery images'), [png('a.png'), text('b.txt'), png('c.png')])
    expect(await screen.findByText('Invalid files')).toBeInTheDocument()
    expect(screen.getByText('Some files were skipped. Please select only image files')).toBeInTheDocument()
    expect(await screen.findByText('2 image(s) uploaded successfully')).toBeInTheDocument()
    expect(upload).toHaveBeenCalledTimes(2)
    expect(screen.getByTestId('value')).toHaveTextContent('/media/g/1-1200.jpg,/media/g/2-1200.jpg')
    expect(screen.getByText('2 of 5')).toBeInTheDocument()
  })

  it('refuses more than five images', async () => {
    const upload = vi.fn<UploadFn>()
    render(
      <AppProviders>
        <Gallery upload={upload} initial={['/m/1-1200.jpg', '/m/2-1200.jpg', '/m/3-1200.jpg', '/m/4-1200.jpg']} />
      </AppProviders>,
    )
    await user().upload(screen.getByLabelText('Gallery images'), [png('a.png'), png('b.png')])
    expect(await screen.findByText('Too many images')).toBeInTheDocument()
    expect(screen.getByText('Maximum 5 gallery images allowed')).toBeInTheDocument()
    expect(upload).not.toHaveBeenCalled()
  })

  it('hides the add tile once five images are there', () => {
    render(
      <AppProviders>
        <Gallery
          upload={vi.fn<UploadFn>()}
          initial={['/m/1-1200.jpg', '/m/2-1200.jpg', '/m/3-1200.jpg', '/m/4-1200.jpg', '/m/5-1200.jpg']}
        />
      </AppProviders>,
    )
    expect(screen.queryByRole('button', { name: /Add images/ })).toBeNull()
    expect(screen.getByText('5 of 5')).toBeInTheDocument()
  })

  it('reorders and removes images', async () => {
    render(
      <AppProviders>
        <Gallery upload={vi.fn<UploadFn>()} initial={['/m/a-1200.jpg', '/m/b-1200.jpg', '/m/c-1200.jpg']} />
      </AppProviders>,
    )
    const u = user()
    const first = screen.getByRole('img', { name: 'Image 1' }).closest('li') as HTMLElement
    expect(within(first).getByRole('button', { name: 'Move image left' })).toBeDisabled()
    await u.click(within(first).getByRole('button', { name: 'Move image right' }))
    expect(screen.getByTestId('value')).toHaveTextContent('/m/b-1200.jpg,/m/a-1200.jpg,/m/c-1200.jpg')
    const last = screen.getByRole('img', { name: 'Image 3' }).closest('li') as HTMLElement
    await u.click(within(last).getByRole('button', { name: 'Remove image' }))
    expect(screen.getByTestId('value')).toHaveTextContent('/m/b-1200.jpg,/m/a-1200.jpg')
  })

  it('says why the server refused a gallery image', async () => {
    const upload = vi.fn<UploadFn>(async () => {
      throw new ApiError({ status: 413, code: 'file_too_large', detail: 'The image is larger than 15 MB.' })
    })
    render(
      <AppProviders>
        <Gallery upload={upload} />
      </AppProviders>,
    )
    await user().upload(screen.getByLabelText('Gallery images'), [png('huge.png')])
    expect(await screen.findByText('The image is larger than 15 MB. Please choose a smaller file.')).toBeInTheDocument()
    expect(screen.getByText('Upload failed')).toBeInTheDocument()
    expect(screen.queryByText('Failed to upload gallery images')).toBeNull()
  })

  it('reports failed uploads and keeps the ones that worked', async () => {
    let n = 0
    const upload = vi.fn<UploadFn>(async () => {
      n += 1
      if (n === 2) throw new ApiError({ status: 0, code: 'network_error' })
      return image(`/media/g/${n}-1200.jpg`, n)
    })
    render(
      <AppProviders>
        <Gallery upload={upload} />
      </AppProviders>,
    )
    await user().upload(screen.getByLabelText('Gallery images'), [png('a.png'), png('b.png')])
    expect(await screen.findByText('Failed to upload gallery images')).toBeInTheDocument()
    expect(screen.getByText('Upload failed')).toBeInTheDocument()
    expect(screen.getByText('1 image(s) uploaded successfully')).toBeInTheDocument()
    expect(screen.getByTestId('value')).toHaveTextContent('/media/g/1-1200.jpg')
  })
})
