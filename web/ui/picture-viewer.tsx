import Lightbox, { type SlideImage } from 'yet-another-react-lightbox'
import 'yet-another-react-lightbox/styles.css'

interface PictureViewerProps {
  slides: SlideImage[]
  /** The picture on show; -1 when the viewer is closed. */
  index: number
  onView: (index: number) => void
  onClose: () => void
}

/** The full-screen, keyboard-operable picture viewer. Pages load it when a picture is first opened. */
export function PictureViewer({ slides, index, onView, onClose }: PictureViewerProps) {
  return (
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      on={{ view: ({ index: shown }) => onView(shown) }}
      labels={{ Close: 'Close the gallery', Previous: 'Previous picture', Next: 'Next picture' }}
    />
  )
}
