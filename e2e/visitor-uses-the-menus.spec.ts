import { expect, test } from '@playwright/test'

import { siteNames } from '../src/siteMap/namesOfAFreshSite'
import { isPhone } from './support/site'

test.describe('on a phone', () => {
  test.beforeEach(({}, testInfo) => test.skip(!isPhone(testInfo), 'the hamburger is the phone menu'))

  test('the hamburger opens the main entries and the product finder, and each submenu toggles', async ({ page }) => {
    await page.goto('/home')
    const hamburger = page.getByRole('button', { name: '打开菜单' })
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await hamburger.click()

    const menu = page.getByRole('navigation', { name: '手机导航' })
    await expect(menu).toBeVisible()
    const entries = menu.locator(':scope > ul > li > div:first-child > :first-child')
    await expect(entries).toHaveText(['新闻中心', '真空阀门', 'Presys', '产品服务', '其他产品', '产品选型'])

    const valves = menu.getByRole('button', { name: '真空阀门 子菜单' })
    await valves.click()
    await expect(valves).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: '蝶形控制阀' })).toBeVisible()
    await valves.click()
    await expect(menu.getByRole('link', { name: '蝶形控制阀' })).toBeHidden()

    await menu.getByRole('button', { name: '产品服务 子菜单' }).click()
    await menu.getByRole('link', { name: '升级与改造' }).click()
    await expect(page).toHaveURL(/\/UpgradeDndTransformation$/)
    await expect(page.locator('#mobile-menu')).toBeHidden()
  })

  test('Escape closes the menu and returns to the hamburger', async ({ page }) => {
    await page.goto('/en/home')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'News' }).focus()
    await page.keyboard.press('Escape')
    await expect(page.locator('#mobile-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })
})

test.describe('on a desktop', () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), 'the dropdowns are the desktop menu'))

  test('the main menu holds news, vacuum valve, presys, product service and the product finder, with dropdowns', async ({ page }) => {
    await page.goto('/en/home')
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    await expect(nav.locator(':scope > ul > li > a')).toHaveText(['News', 'Vacuum valves', 'Presys', 'Services', 'Product finder'])

    await nav.getByRole('link', { name: 'Vacuum valves' }).hover()
    for (const name of Object.values(siteNames.vacuumValves).map((name) => name.en)) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await page.mouse.move(5, 700)
    await expect(nav.getByRole('link', { name: 'Butterfly Control Valve' })).toBeHidden()

    const top = page.getByRole('navigation', { name: 'Top links' })
    await expect(top.getByRole('link')).toHaveText(['About us', 'Jobs', 'Download center', 'Honors & patents', 'Contact us'])
  })

  test('dropdowns work with the keyboard', async ({ page }) => {
    await page.goto('/home')
    const nav = page.getByRole('navigation', { name: '主导航' })
    const toggle = nav.getByRole('button', { name: '产品服务 子菜单' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: '维修与保养' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})

test('an empty header search does nothing', async ({ page }, testInfo) => {
  await page.goto('/about')
  if (isPhone(testInfo)) await page.getByRole('button', { name: '打开菜单' }).click()
  const search = page
    .locator(isPhone(testInfo) ? '#mobile-menu' : 'header')
    .getByRole('search')
    .first()
  await search.getByRole('button', { name: '搜索' }).click()
  await page.waitForTimeout(500)
  await expect(page).toHaveURL(/\/about$/)
})
