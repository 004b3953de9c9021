// The backends the data adapters call: read by the reviews' adapter and the mail forms alone, so it
// travels in their lazily loaded chunks instead of every page's first JavaScript (in the site
// configuration, it was in the shell chunk: 0.2 KB gzip of each page's initial JS, the demo key mostly).
import { pick } from '../site.config'

/**
 * Backends. Unset values point at the embedded local stack (`npm start`): Supabase's layout on
 * 127.0.0.1:54321 with the well-known LOCAL-ONLY demo anon key, and the EmailJS-compatible outbox.
 * A production build (SITE_DEPLOY=production) refuses these defaults (see vite.config.ts).
 */
export const backendConfig = {
  supabase: {
    url: pick('VITE_SUPABASE_URL', 'http://127.0.0.1:54321'),
    anonKey: pick(
      'VITE_SUPABASE_ANON_KEY',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    ),
  },
  emailjs: {
    /** API origin: EmailJS's own in production, the local outbox otherwise. */
    origin: pick('VITE_EMAILJS_ORIGIN', 'http://127.0.0.1:54321'),
    publicKey: pick('VITE_EMAILJS_PUBLIC_KEY', 'local-public-key'),
    serviceId: pick('VITE_EMAILJS_SERVICE_ID', 'service_local'),
    templateId: pick('VITE_EMAILJS_TEMPLATE_ID', 'template_local'),
  },
} as const
