import { bottomCover } from './bottomCover.css'

/** Declares (or, with null, withdraws) the height covered at the bottom of the screen (bottomCover.css.ts). */
export function setBottomCover(height: number | null) {
  const property = bottomCover.slice('var('.length, -1)
  if (height === null) document.documentElement.style.removeProperty(property)
  else document.documentElement.style.setProperty(property, `${height}px`)
}
