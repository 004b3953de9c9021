// The lazily loaded half of Notifications.tsx: the toast queue and region (react-aria).
// Provisional: a plain react-aria region until @expert/ui/Toast is committed; then this file only
// binds that component to connectNotifications().
import { useEffect } from 'react'
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import { connectNotifications, type Notification } from '../Notifications'
import * as styles from './notifications.css'

const queue = new ToastQueue<Notification>({ maxVisibleToasts: 3 })

export default function NotificationsRegion() {
  useEffect(
    () =>
      connectNotifications((notification) => {
        queue.add(notification, { timeout: notification.variant === 'destructive' ? 10_000 : 6_000 })
      }),
    [],
  )
  return (
    <ToastRegion queue={queue} aria-label="Notifications" className={styles.region}>
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast({ variant: toast.content.variant ?? 'default' })}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </ToastContent>
          <Button slot="close" aria-label="Fermer" className={styles.close}>
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  )
}
