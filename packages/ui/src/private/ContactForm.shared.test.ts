import { describe, expect, it } from 'vitest'
import { sampleContactProjectChoices as choices } from '../fixtures/sample-content'
import { choiceOfProjectType, projectTypeOfChoice } from './ContactForm.shared'

describe('full-form choices sharing a value', () => {
  it('map a choice to its value and a value to its first choice', () => {
    expect(projectTypeOfChoice(choices, 'expertise-avant-achat:vente')).toBe('expertise-avant-achat')
    expect(projectTypeOfChoice(choices, '')).toBe('')
    expect(projectTypeOfChoice(choices, 'inconnu')).toBe('')
    expect(choiceOfProjectType(choices, 'expertise-avant-achat')).toBe('expertise-avant-achat:achat')
    expect(choiceOfProjectType(choices, 'fissures')).toBe('fissures')
    expect(choiceOfProjectType(choices, undefined)).toBe('')
  })
})
