import { useEffect } from 'react';
import { useSettingsStore } from './store';

/** Settings that reach beyond the layout: colour weak on the page root, and the device. */
export function useApplySettings(mobile: boolean): void {
  const colorWeak = useSettingsStore((state) => state.settings.colorWeak);
  const update = useSettingsStore((state) => state.update);

  useEffect(() => {
    document.body.style.filter = colorWeak ? 'invert(80%)' : '';
    return () => {
      document.body.style.filter = '';
    };
  }, [colorWeak]);

  useEffect(() => {
    update({ device: mobile ? 'mobile' : 'desktop' });
  }, [mobile, update]);
}
