import { Alert, Button, FileButton, Group, Stack } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { RepeatFilter } from "./checkInResult";

interface QrScannerProps {
  /** A code read from the camera (once per hold-up) or from a photo. */
  onCode: (text: string) => void;
}

/** The scanner library is loaded with the door's first scan, not with the page. */
const loadReader = async () => new (await import("@zxing/browser")).BrowserQRCodeReader();

/**
 * The phone's camera (the back one where there is a choice) reading QR codes continuously, and a photo of a
 * ticket as the fallback for browsers without camera access (or a ticket on another screen that glares).
 */
export function QrScanner({ onCode }: QrScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Cleared after each photo, so the same photo chosen again is read again (an input fires no change for it).
  const resetPhoto = useRef<() => void>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!scanning || !video.current) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const repeats = new RepeatFilter();
    void (async () => {
      try {
        const reader = await loadReader();
        const controls = await reader.decodeFromConstraints({ video: { facingMode: "environment" } }, video.current!, (result) => {
          if (result && repeats.accept(result.getText(), Date.now())) onCodeRef.current(result.getText());
        });
        if (cancelled) controls.stop();
        else stop = () => controls.stop();
      } catch {
        if (!cancelled) {
          setProblem(t("checkIn.cameraUnavailable"));
          setScanning(false);
        }
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [scanning, t]);

  const scanPhoto = async (file: File | null) => {
    if (!file) return;
    resetPhoto.current?.();
    setProblem(null);
    try {
      const [{ greyOf, readQrCode }, canvas] = await Promise.all([import("./qrPhoto"), canvasOf(file)]);
      const text = readQrCode(greyOf(canvas));
      if (text) onCodeRef.current(text);
      else setProblem(t("checkIn.noCodeInPhoto"));
    } catch {
      // A file that is no picture the browser can open.
      setProblem(t("checkIn.noCodeInPhoto"));
    }
  };

  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant={scanning ? "outline" : "filled"}
          onClick={() => {
            setProblem(null);
            setScanning((on) => !on);
          }}
        >
          {scanning ? t("checkIn.stopCamera") : t("checkIn.startCamera")}
        </Button>
        <FileButton resetRef={resetPhoto} accept="image/*" capture="environment" onChange={(file) => void scanPhoto(file)}>
          {(props) => (
            <Button variant="default" {...props}>
              {t("checkIn.scanPhoto")}
            </Button>
          )}
        </FileButton>
      </Group>
      <video
        ref={video}
        muted
        playsInline
        aria-label={t("checkIn.cameraView")}
        hidden={!scanning}
        style={{ width: "100%", maxWidth: 480, borderRadius: 8, background: "black" }}
      />
      {problem && (
        <Alert color="orange" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

/** A phone's photo is scaled down to this longest side before decoding: a QR code filling part of it stays readable. */
const PHOTO_MAX_SIDE = 1600;

/**
 * The photo drawn on a canvas at its own proportions, decoded from the file itself (createImageBitmap): no URL for the
 * Content-Security-Policy to refuse, and not squeezed to 200 x 200 as the scanner library's own image reading does.
 */
async function canvasOf(file: File): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d")!;
    // White under the picture: a QR code saved on a transparent background must not read as black on black.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    bitmap.close();
  }
}
