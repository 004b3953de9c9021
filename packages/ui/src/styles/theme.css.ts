// The one theme: assigns every decision of the contract the value tokens.ts gives it (built from tokens/*.tokens.json).
import { createGlobalTheme } from '@vanilla-extract/css'
import { vars } from './contract.css'
import { theme } from './tokens'

createGlobalTheme(':root', vars, theme)
