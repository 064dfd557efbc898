import { useEffect, useState } from 'react';
import { paths, type Language } from '@academy/contracts';

/** The absolute verification URL of a certificate; null until mounted (the origin is only known in the browser). */
export function useVerifyUrl(lang: Language, publicId: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(new URL(paths.certificateVerify(lang, publicId), window.location.origin).toString());
  }, [lang, publicId]);
  return url;
}
