import {
  MAX_GALLERY_IMAGES,
  fitWithin,
  fitsGallery,
  isImageFile,
  move,
  partitionImages,
  thumbnailUrl,
} from './image-rules'

const file = (type: string) => ({ type, name: `f.${type.split('/')[1] ?? 'bin'}` })

describe('uploader rules', () => {
  it('accepts image types only', () => {
    expect(isImageFile(file('image/jpeg'))).toBe(true)
    expect(isImageFile(file('image/png'))).toBe(true)
    expect(isImageFile(file('image/webp'))).toBe(true)
    expect(isImageFile(file('text/plain'))).toBe(false)
    expect(isImageFile(file('application/pdf'))).toBe(false)
    expect(isImageFile(file(''))).toBe(false)
  })

  it('splits a selection into images and skipped files', () => {
    const selection = [file('image/png'), file('text/html'), file('image/jpeg'), file('video/mp4')]
    const { images, skipped } = partitionImages(selection)
    expect(images.map((f) => f.type)).toEqual(['image/png', 'image/jpeg'])
    expect(skipped.map((f) => f.type)).toEqual(['text/html', 'video/mp4'])
  })

  it('allows at most five gallery images', () => {
    expect(MAX_GALLERY_IMAGES).toBe(5)
    expect(fitsGallery(0, 5)).toBe(true)
    expect(fitsGallery(3, 2)).toBe(true)
    expect(fitsGallery(3, 3)).toBe(false)
    expect(fitsGallery(5, 1)).toBe(false)
  })

  it('fits images within 1200x800 keeping the aspect ratio, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1067, height: 800 })
    expect(fitWithin(3000, 1000)).toEqual({ width: 1200, height: 400 })
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 })
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 })
    expect(fitWithin(1000, 3000)).toEqual({ width: 267, height: 800 })
    expect(fitWithin(0, 10)).toEqual({ width: 0, height: 0 })
  })

  it('reorders without losing or duplicating items', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(move(['a', 'b', 'c'], 0, 5)).toEqual(['a', 'b', 'c'])
  })

  it('derives the small width of a stored image', () => {
    expect(thumbnailUrl('/media/packages/gallery/abc-1200.jpg')).toBe('/media/packages/gallery/abc-400.jpg')
    expect(thumbnailUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png')
  })
})
