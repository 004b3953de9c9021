// Parts of a page whose code is fetched after the page (islands, the cookie banner, the toasts)
// must never take the page to the route's error page when that code cannot be downloaded.
import { Component, type ReactNode } from 'react'

/** Every download failure is logged the same way: '[label] chargement impossible : …'. */
export const logLoadFailure = (label: string, error: unknown) => console.error(`[${label}] chargement impossible :`, error)

/** Catches what a lazily loaded part throws (its JS could not be downloaded): logs it and shows `fallback` instead. */
export class LoadFailureBoundary extends Component<{ fallback: ReactNode; label: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    logLoadFailure(this.props.label, error)
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
