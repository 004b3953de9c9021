// Notifications on react-aria-components' toast API: one queue outside React, one region that
// renders it. Timers, pause on hover/focus and focus management all belong to React Aria.
import { useSyncExternalStore } from 'react'
import { Glyph } from '../Icon/Glyph'
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  UNSTABLE_ToastStateContext as AriaToastStateContext,
  type QueuedToast,
  type ToastOptions,
  type ToastState,
} from 'react-aria-components'
import * as styles from './Toast.css'
import { clsx } from 'clsx/lite'

export type ToastVariant = 'default' | 'destructive'
export const toastVariants = ['default', 'destructive'] as const satisfies readonly ToastVariant[]
export type ToastTheme = 'system' | 'light' | 'dark'
export const toastThemes = ['system', 'light', 'dark'] as const satisfies readonly ToastTheme[]

/** Ce qu’affiche une notification. */
export type ToastData = {
  /** Le titre, court : ce qui s’est passé. */
  title: string
  /** Une phrase de précision, facultative. */
  description?: string
  /**
   * `default` pour une confirmation (icône de validation, surface claire ou sombre selon le thème) ;
   * `destructive` pour un échec (icône d’alerte, la paire de couleurs d’erreur).
   */
  variant?: ToastVariant
}

export type ToastQueue = AriaToastQueue<ToastData>
export type { ToastOptions }

/** Auto-dismiss delay used by `showToast` (React Aria advises at least 5 s). */
export const DEFAULT_TOAST_TIMEOUT = 5000

/** A new, independent queue (tests, stories, or an app that wants its own). */
export function createToastQueue(options: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new AriaToastQueue<ToastData>({ maxVisibleToasts: 3, ...options })
}

/** The app-wide queue, rendered by `<Toaster />` unless it is given another one. */
export const toastQueue: ToastQueue = createToastQueue()

/**
 * Shows a toast that closes by itself after `timeout` ms (default 5 s; pass `timeout: 0` to keep it
 * until closed). Returns its key, for `queue.close(key)`.
 */
export function showToast(toast: ToastData, options: ToastOptions = {}, queue: ToastQueue = toastQueue): string {
  const { timeout = DEFAULT_TOAST_TIMEOUT, ...rest } = options
  return queue.add(toast, { ...rest, timeout: timeout > 0 ? timeout : undefined })
}

type ItemProps = { toast: QueuedToast<ToastData>; closeLabel: string }

function ToastItem({ toast, closeLabel }: ItemProps) {
  const { title, description, variant = 'default' } = toast.content
  return (
    <AriaToast toast={toast} className={styles.toast({ variant })} data-variant={variant}>
      {/* Decorative: the title says what happened; the icon and colour repeat it at a glance. */}
      {variant === 'destructive' ? <Glyph name="circleExclamationPoint" className={styles.icon} /> : <Glyph name="circleCheck" className={styles.icon} />}
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
      </AriaToastContent>
      <Button slot="close" aria-label={closeLabel} className={styles.close}>
        <Glyph name="x" className={styles.closeIcon} />
      </Button>
    </AriaToast>
  )
}

export type ToasterProps = {
  /** La file à afficher ; par défaut, la file commune `toastQueue`. */
  queue?: ToastQueue
  /** Nom du repère des notifications. */
  label?: string
  /** Nom accessible du bouton de fermeture de chaque notification. */
  closeLabel?: string
  /** Surface des notifications ; `system` suit `prefers-color-scheme`. */
  theme?: ToastTheme
  /** Classe CSS ajoutée à la zone, pour la mise en page du parent. */
  className?: string
}

/**
 * La zone des notifications : fixée en bas (pleine largeur sur téléphone, en bas à droite à partir des
 * tablettes), rendue dans `document.body` seulement quand une notification est visible. À monter une fois, près
 * de la racine.
 */
export function Toaster({ queue = toastQueue, label = 'Notifications', closeLabel = 'Fermer', theme = 'system', className }: ToasterProps) {
  return (
    <AriaToastRegion queue={queue} aria-label={label} className={clsx(styles.region({ theme }), className)}>
      {({ toast }) => <ToastItem toast={toast} closeLabel={closeLabel} />}
    </AriaToastRegion>
  )
}

export type StaticToastsProps = Omit<ToasterProps, 'label' | 'className'> & { queue: ToastQueue }

/**
 * Les notifications d’une file dessinées sur place, sans le repère fixe ni le portail : pour la documentation
 * et les captures seulement (ajoutez-les avec `timeout: 0` pour que rien ne bouge). Les applications utilisent
 * `<Toaster />`.
 */
export function StaticToasts({ queue, closeLabel = 'Fermer', theme = 'system' }: StaticToastsProps) {
  const subscribe = (onChange: () => void) => queue.subscribe(onChange)
  const visibleToasts = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts,
    () => queue.visibleToasts,
  )
  const state: ToastState<ToastData> = {
    visibleToasts,
    add: (content, options) => queue.add(content, options),
    close: (key) => queue.close(key),
    pauseAll: () => queue.pauseAll(),
    resumeAll: () => queue.resumeAll(),
  }
  return (
    <AriaToastStateContext.Provider value={state}>
      <div className={styles.staticRegion({ theme })}>
        {visibleToasts.map((toast) => (
          <ToastItem key={toast.key} toast={toast} closeLabel={closeLabel} />
        ))}
      </div>
    </AriaToastStateContext.Provider>
  )
}
