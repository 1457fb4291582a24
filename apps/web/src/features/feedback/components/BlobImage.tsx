import { useEffect, useRef, type MouseEvent } from 'react';

interface Props {
  blob: Blob;
  alt: string;
  className?: string;
  /** Called with the image's current object URL (valid while this image is shown). */
  onOpen?: (url: string) => void;
}

/** Shows a Blob through an object URL that lives exactly as long as this image (StrictMode-safe). */
export function BlobImage({ blob, alt, className, onOpen }: Props) {
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  const open = onOpen
    ? (event: MouseEvent<HTMLImageElement>) => onOpen(event.currentTarget.src)
    : undefined;
  return <img ref={image} alt={alt} className={className} onClick={open} />;
}
