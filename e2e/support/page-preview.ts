import type { FrameLocator, Page } from '@playwright/test';

/** The page inside the studio's preview: the frame document draws it in a frame of its own. */
export const preview = (page: Page): FrameLocator =>
  page
    .getByTestId('page-frame')
    .filter({ visible: true })
    .contentFrame()
    .locator('iframe')
    .contentFrame();
