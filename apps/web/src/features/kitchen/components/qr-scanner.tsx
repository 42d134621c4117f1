import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { StaffButton } from '../../staff/components/staff-button';

/*
 * The camera scan of a member's QR code, where the browser has the Shape Detection API's
 * BarcodeDetector (Chrome on Android and macOS, Edge, Samsung Internet). Elsewhere the counter types
 * the code, email or phone; this control is not offered at all.
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorConstructor | null => {
  if (typeof window === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector ?? null;
};

/** Whether this browser can scan a QR code with the camera. */
export const canScanQrCodes = () => detectorClass() !== null;

/** The camera's picture until a QR code is read; `onCode` gets its text, then the camera stops. */
export function QrScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const { t } = useLingui();
  const unavailable = t`The camera is not available. Type the code, email or phone instead.`;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const scan = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue && !stopped) return onCode(code.rawValue);
      } catch {
        // A frame that is not ready yet: try the next one.
      }
      timer = setTimeout(() => void scan(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void scan();
      })
      .catch(() => setError(unavailable));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode, unavailable]);

  return (
    <div className="mt-3 space-y-2">
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          className="w-full max-w-sm rounded bg-black"
          aria-label={t`Camera`}
        />
      )}
      <StaffButton tone="plain" onClick={onClose}>
        <Trans>Stop scanning</Trans>
      </StaffButton>
    </div>
  );
}
