import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import '@arco-design/web-react/es/Input/style/css.js';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix' | 'onChange'>;

interface PlainInputProps extends NativeProps {
  prefix: ReactNode;
  error?: boolean;
  onChange: (value: string) => void;
}

/**
 * A large input with a prefix icon, drawn with Arco's own input classes and styles. Arco's
 * Input module brings its text area, search and password inputs and a ResizeObserver
 * polyfill, a tenth of the login page's download budget (issue 3, performance).
 */
export function PlainInput({ prefix, error, onChange, onFocus, onBlur, ...rest }: PlainInputProps) {
  const [focused, setFocused] = useState(false);
  const wrapper = [
    'arco-input-inner-wrapper',
    'arco-input-inner-wrapper-large',
    'arco-input-inner-wrapper-has-prefix',
    focused && 'arco-input-inner-wrapper-focus',
    error && 'arco-input-inner-wrapper-error',
  ];
  return (
    <div className="arco-input-group-wrapper arco-input-group-wrapper-large">
      <span className="arco-input-group">
        <span className={wrapper.filter(Boolean).join(' ')}>
          <span className="arco-input-group-prefix">{prefix}</span>
          <input
            {...rest}
            className={`arco-input arco-input-size-large${error ? ' arco-input-error' : ''}`}
            aria-invalid={error || undefined}
            onChange={(event) => onChange(event.target.value)}
            onFocus={(event) => {
              setFocused(true);
              onFocus?.(event);
            }}
            onBlur={(event) => {
              setFocused(false);
              onBlur?.(event);
            }}
          />
        </span>
      </span>
    </div>
  );
}
