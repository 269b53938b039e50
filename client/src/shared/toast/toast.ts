import { notifications, type NotificationData } from "@mantine/notifications";
import type { ReactNode } from "react";
import { i18n } from "../i18n/i18n";
import { createDismissTimer, TOAST_AUTO_CLOSE_MS, type ResumeStrategy } from "./dismissTimer";

export type ToastVariant = "default" | "success" | "warning" | "error" | "info";

export interface ToastOptions {
  title?: ReactNode;
  /** Reusing an id replaces nothing; it lets callers hide or de-duplicate a toast. */
  id?: string;
  /** ms, or false for a persistent toast (e.g. the held-draft warning). */
  autoClose?: number | false;
  resume?: ResumeStrategy;
}

const VARIANT_COLORS: Record<ToastVariant, string | undefined> = {
  default: undefined, // the theme's primary colour
  success: "green",
  warning: "orange",
  error: "red",
  info: "blue",
};

let sequence = 0;

/**
 * Shows a toast through @mantine/notifications. Mantine's own auto close restarts the full
 * time after a hover, so it is switched off and replaced by a dismiss timer that starts when
 * the toast becomes visible (queued toasts wait), pauses on hover and resumes with half the
 * duration (SPEC section 4).
 */
export function showToast(variant: ToastVariant, message: ReactNode, options: ToastOptions = {}): string {
  sequence += 1;
  const id = options.id ?? `toast-${sequence}`;
  const duration = options.autoClose ?? TOAST_AUTO_CLOSE_MS;
  const timer =
    duration === false
      ? null
      : createDismissTimer({
          duration,
          resume: options.resume,
          onExpire: () => notifications.hide(id),
        });

  const data: NotificationData = {
    id,
    message,
    title: options.title,
    color: VARIANT_COLORS[variant],
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { "aria-label": i18n.t("toast.close") },
    "data-variant": variant,
    onOpen: () => timer?.start(),
    onClose: () => timer?.clear(),
    onMouseEnter: () => timer?.pause(),
    onMouseLeave: () => timer?.resume(),
    onFocus: () => timer?.pause(),
    onBlur: () => timer?.resume(),
  };
  notifications.show(data);
  return id;
}

/** The app's toast helper. */
export const toast = {
  show: (message: ReactNode, options?: ToastOptions) => showToast("default", message, options),
  success: (message: ReactNode, options?: ToastOptions) => showToast("success", message, options),
  warning: (message: ReactNode, options?: ToastOptions) => showToast("warning", message, options),
  error: (message: ReactNode, options?: ToastOptions) => showToast("error", message, options),
  info: (message: ReactNode, options?: ToastOptions) => showToast("info", message, options),
  hide: (id: string) => notifications.hide(id),
  clean: () => notifications.clean(),
};
