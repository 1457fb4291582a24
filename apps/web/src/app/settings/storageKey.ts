/** Where the layout settings are kept; apart from the store so the entry can read it cheaply. */
export const SETTINGS_STORAGE_KEY = 'arco-settings';
