// The lazily loaded half of Notifications.tsx: the design-system toast region and its queue.
// TODO(toast): bound to @expert/ui/Toast once it is committed; until then toasts are logged.
import { useEffect } from 'react'
import { connectNotifications } from '../Notifications'

export default function NotificationsRegion() {
  useEffect(() => connectNotifications((n) => console.info('[notification]', n.title, n.description ?? '')), [])
  return null
}
