import { expect, test } from '@playwright/test';
import { saveScreenshot } from '../support/screens';
import { ADMIN_PHONE, openSignedIn } from '../support/session';

test.describe('tab bar', () => {
  test('opens tabs, keeps a page’s state on switch, reloads it, closes the others', async ({
    page,
  }) => {
    await openSignedIn(page, ADMIN_PHONE, '/admin/system');
    const tabs = page.getByRole('tablist', { name: '已打开的页面' });
    await expect(tabs.getByRole('tab')).toHaveText(['工作台', '系统状态']);
    // The browser tests sign in with codes from the server log, and the page says so.
    await expect(page.getByText('写入服务器日志（仅供开发）')).toBeVisible();
    await saveScreenshot(page, 'admin-system-1440');
    await expect(tabs.getByRole('tab', { name: '系统状态' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // State kept: what was typed is still there after visiting another tab.
    const filter = page.getByPlaceholder('按名称或值筛选');
    await filter.fill('NODE_ENV');
    await tabs.getByRole('tab', { name: '工作台' }).click();
    await expect(page).toHaveURL('/dashboard/workplace');
    await expect(page.getByText('欢迎回来，演示管理员')).toBeVisible();
    await expect(filter).toBeHidden();
    await tabs.getByRole('tab', { name: '系统状态' }).click();
    await expect(page).toHaveURL('/admin/system');
    await expect(filter).toBeVisible();
    await expect(filter).toHaveValue('NODE_ENV');

    // Reload (context menu): the page is built afresh; the redirect step never becomes a tab.
    await tabs.getByRole('tab', { name: '系统状态' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '重新加载' }).click();
    await expect(page).toHaveURL('/admin/system');
    await expect(filter).toHaveValue('');
    await expect(tabs.getByRole('tab')).toHaveText(['工作台', '系统状态']);

    // Unknown pages are not tabs either.
    await page.goto('/admin/nothing-here');
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
    await expect(tabs.getByRole('tab')).toHaveText(['工作台', '系统状态']);

    // Close others from the workplace tab: the page shown was closed, so the workplace opens.
    await page.goto('/admin/system');
    await tabs.getByRole('tab', { name: '工作台' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其它标签页' }).click();
    await expect(tabs.getByRole('tab')).toHaveText(['工作台']);
    await expect(page).toHaveURL('/dashboard/workplace');

    // The workplace is the default tab: it has no close button and its "close" is disabled.
    await expect(tabs.locator('.arco-tag-close-btn')).toHaveCount(0);
    await page.getByRole('button', { name: '标签页操作' }).click();
    // Arco marks a disabled menu item by taking it out of the tab order. The same tab's context
    // menu, closed a moment ago, may still be leaving the DOM: the dropdown is the newest menu.
    await expect(page.getByRole('menuitem', { name: '关闭当前标签页' }).last()).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  test('closes a tab with its close button and survives a reload of the browser', async ({
    page,
  }) => {
    await openSignedIn(page, ADMIN_PHONE, '/admin/system');
    const tabs = page.getByRole('tablist', { name: '已打开的页面' });
    await expect(tabs.getByRole('tab')).toHaveText(['工作台', '系统状态']);
    await page.reload();
    await expect(tabs.getByRole('tab')).toHaveText(['工作台', '系统状态']);
    await tabs.getByRole('tab', { name: '系统状态' }).locator('.arco-tag-close-btn').click();
    await expect(tabs.getByRole('tab')).toHaveText(['工作台']);
    await expect(page).toHaveURL('/dashboard/workplace');
  });
});
