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
      // A data: URL, not a blob: one: the app's Content-Security-Policy allows images from 'self' and data: only.
      const result = await (await loadReader()).decodeFromImageUrl(await dataUrlOf(file));
      onCodeRef.current(result.getText());
    } catch {
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

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("the photo could not be read"));
    reader.readAsDataURL(file);
  });
}
