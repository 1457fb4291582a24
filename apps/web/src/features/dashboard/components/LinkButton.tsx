import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { useHref, useNavigate } from 'react-router';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/** An Arco button that is a real link (`<a href>`: new tab, copy link) and navigates in-app. */
export function LinkButton({ to, ...props }: Props) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: Event) => {
    const mouse = event as unknown as MouseEvent;
    if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey)
      return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...(props as ButtonProps)} href={href} onClick={onClick} />;
}
