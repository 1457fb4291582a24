/** @jsxImportSource preact */
import { useState } from 'preact/hooks';

/** A picture, or the name's first letter when there is none or it fails to load. */
export function Avatar({
  src,
  name,
  small = false,
}: {
  src: string;
  name: string;
  small?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  const className = small ? 'avatar avatar-small' : 'avatar';
  if (src && !broken)
    return <img class={className} src={src} alt="" onError={() => setBroken(true)} />;
  return (
    <span class={`${className} avatar-letter`} aria-hidden="true">
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}
