/**
 * The top bar's height in px. The toasts start below it (shared/toast/Toaster), so a toast never hides
 * the menu button, the site name or the language switcher.
 */
export const TOP_BAR_HEIGHT = 56;
