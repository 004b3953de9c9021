// The review form's rules (behaviour §5) and what it sends (behaviour §3), in Node: the component
// tests (ReviewFormIsland.test.tsx, ReviewForm.hostile.test.tsx) drive them through the real form.
import { describe, expect, it } from 'vitest'
import { reviewMessages } from '../../content/reviews'
import { constants } from '../../site.config'
import { ANONYMOUS_NAME, toNewReview, validateReview } from './review-validation'

const valid = {
  name: '  Marie Dupont ',
  email: ' marie@example.fr ',
  projectType: 'fissures',
  rating: 5,
  message: '  Expertise claire et rapide, merci. ',
  location: '34 - Hérault',
  anonymous: false,
  acceptTerms: true,
}

describe('validateReview', () => {
  it('accepts a complete review', () => {
    expect(validateReview(valid)).toEqual({})
  })

  it('names every missing field with its message, in the form’s order', () => {
    const errors = validateReview({ ...valid, name: ' ', email: '', projectType: '', rating: 0, message: '  ', acceptTerms: false })
    expect(errors).toEqual({
      name: reviewMessages.name,
      projectType: reviewMessages.projectType,
      rating: reviewMessages.rating,
      message: reviewMessages.messageBlank,
      acceptTerms: reviewMessages.acceptTerms,
    })
    expect(Object.keys(errors)).toEqual(['name', 'projectType', 'rating', 'message', 'acceptTerms'])
  })

  it('needs no name when anonymous, and checks an e-mail only when one is given', () => {
    expect(validateReview({ ...valid, name: '', anonymous: true, email: '' })).toEqual({})
    expect(validateReview({ ...valid, email: 'marie@' })).toEqual({ email: reviewMessages.email })
  })

  it('counts the limits in characters, as the table does', () => {
    const short = 'a'.repeat(constants.reviewMessageMinLength - 1)
    expect(validateReview({ ...valid, message: short })).toEqual({ message: reviewMessages.messageShort })
    const longest = '😀'.repeat(constants.reviewMessageMaxLength)
    expect(validateReview({ ...valid, message: longest })).toEqual({})
    expect(validateReview({ ...valid, message: `${longest}a` })).toEqual({ message: reviewMessages.messageLong })
    expect(validateReview({ ...valid, name: '😀'.repeat(constants.reviewNameMaxLength) })).toEqual({})
    expect(validateReview({ ...valid, name: '😀'.repeat(constants.reviewNameMaxLength + 1) })).toEqual({ name: reviewMessages.nameLong })
  })
})

describe('toNewReview', () => {
  it('sends trimmed strings, the project type as its label and no e-mail as null', () => {
    expect(toNewReview(valid)).toEqual({
      name: 'Marie Dupont',
      email: 'marie@example.fr',
      rating: 5,
      message: 'Expertise claire et rapide, merci.',
      projectType: 'Expertise fissures',
      location: '34 - Hérault',
      anonymous: false,
    })
    expect(toNewReview({ ...valid, email: '  ' }).email).toBeNull()
  })

  it('sends the anonymous name while « Rester anonyme » is ticked', () => {
    expect(toNewReview({ ...valid, anonymous: true }).name).toBe(ANONYMOUS_NAME)
  })
})
