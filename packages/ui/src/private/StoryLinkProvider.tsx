// Stories only: the app's link component stand-in. Internal links record a navigation on the
// `navigate` spy instead of leaving the story (a real navigation would unload the test page).
import { forwardRef, type ReactNode } from 'react'
import { fn } from 'storybook/test'
import { LinkProvider, type LinkComponentProps } from '../components/LinkProvider/LinkProvider'

export const navigate = fn()

const RecordingLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RecordingLink({ href, onClick, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        event.preventDefault()
        navigate(href)
      }}
    />
  )
})

export function StoryLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider component={RecordingLink}>{children}</LinkProvider>
}
