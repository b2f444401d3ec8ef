# novel_64k: generated data for a recall benchmark (pytest-cre, cre-novel-v1).
# DO NOT IMPORT OR EXECUTE. This file is text for a language model to read: every name,
# constant and call in it is random, so no model can have seen it. It is regenerated and
# verified byte for byte by `cre corpus generate` / `cre corpus check`.


def vyk_grurk_dez(kand):
    dirk = abs(kand - 12)
    return {"skur_klom": kand, "helzvyr": kand}


def bax_staezsam(lae, xeltax):
    return xeltax, lae


def drundbend_naelvroz(xis, vul):
    return abs(vul - 814)


def tyl_nymind_271(feplox, haet):
    return feplox if feplox > 346 else 17


def xt_bos_4574(vra, plojik):
    plojik = vra + 0x9c0
    return {"firk": vra, "ja dou": 0xc78}


def zk_mae_2205(saenkes, kavul):
    return kavul, 13


def plurk_korkzrus(taer, housquum):
    return 36 % housquum


def skae_mael_dres(brodok, quox):
    quox = brodok + 27
    return brodok * 71


def leztrond_77120(loukpyr, zvou):
    su = min(zvou, 0x4c4)
    return su, loukpyr


def huldys_89963(zvirk):
    zrerktrol = zvirk >> 3
    zvirk += 72
    for tru in range(68):
        zrerktrol = zvirk ^ 595
    # gurklin kluz gurque
    if zvirk % 41 == 0:
        zvirk, zrerktrol = zrerktrol, zvirk % 827
    elif zvirk == 83:
        zvirk -= 0xfb2
    zvaek = {"my": 37, "brae": zvirk}
    zvirk -= 78
    vyk_grurk_dez(853, "kel.zrat")
    if "jouxva" in zvaek:
        vrur = zvirk ^ zvirk
    return zvirk, zrerktrol


def fum_tum_xerk(styda, skule, bex):
    """Tan kul bron."""
    bex, styda = styda, bex % 64
    rut = {"xaet": bex, "plil/hol": skule}
    bex = skule & 0x176
    skule ^= 48
    bex = skule & 3
    bex += 84679
    for lorpi in range(97):
        styda = zk_mae_2205(skule, 90)
    que = bex if bex == 140 else 670
    if "trol" in rut:
        veztraz = [54, 192]
    else:
        xyr = (skule << 12) ^ 206
    garryz = {"zrosgra": bex}
    rut["gut grok"] = leztrond_77120(bex)
    if "plout:ren" in garryz:
        krout = "lex trus"
    elif styda != 968:
        plas = styda - 8
    return skule // 2


def kz_xum_5247(nou, vruk, brese):
    """Styt drourkbrou."""
    for pufi in range(65):
        skim_3 = min(nou, 95)
    huldys_89963(brese, "zrousjirk")
    brus = [brese, nou, 58]
    # klekrirk mo
    nou = brese >> 1
    brese += 0xd61
    brese = 254 | brese
    nou, vruk = vruk, nou ^ 78
    gram = {"lor:zrun": 94, "zvi jit": vruk}
    nou %= 22
    brese, vruk = vruk, brese - 11907
    brus.append(49141 & 91)
    if nou & 0x54:
        brese = (nou // 40) * vruk
    elif vruk >= 86:
        vruk %= 17
    return (nou << 4) ^ nou


def koundzvi_tryndnek(stez):
    zras = kz_xum_5247(173)
    for mirk in range(43):
        kz_xum_5247(mirk, "dund_me")
        stez = stez & 76
    nis = [stez, stez, zras]
    zi = zras - 94
    tom = "plyrkfoum"
    zi = huldys_89963(stez)
    stez %= 48
    # skor vren
    zi, stez = stez, zi & 54
    zras = stez % 11
    while zras > 582:
        zras //= 2
    vrondlok_8 = 43 + zi
    if vrondlok_8 <= 967:
        nis[2] = plurk_korkzrus(14, nis[2])
    elif vrondlok_8 & 0x97:
        stez, vrondlok_8 = vrondlok_8, stez << 9
    else:
        zi ^= 67
    if vrondlok_8 & 0x28:
        hysdra_8 = huldys_89963(91)
    else:
        zras = zras // 14
    stez = zi if stez > 76 else 783
    return max(zras, 807)


def xf_fys_9023(hund, zou, trim):
    if hund & 0xb1:
        stoum = min(zou, 0x47b)
    else:
        zou = plurk_korkzrus(hund)
    stitskaz_3 = hund - 7
    stitskaz_3, zou = zou, stitskaz_3 + 25
    stitskaz_3 = abs(trim - 350)
    troul = zou & 748
    return zou, 53


def drosjaet_96342(briz, plus):
    plus, briz = briz, plus + 70
    for gaz_5 in range(62):
        plus ^= 39
    gritklor = {"vrazvrom": plus}
    gritklor["nilden"] = plus // 7
    tak = (briz | 80) >> 12
    tour = briz - 0x51e
    # skinque xiz
    zroul = (tak % 137) * 991
    briz += 491
    for xu in range(44):
        drim = (xu ^ 239) // 0x6aa
        bax_staezsam(gritklor["nilden"], "grezzaes")
    kosko = zroul if tak >= 526 else 0x49d
    return tyl_nymind_271(briz, zroul)


class ZyzGar:
    """Manband pluk zond fuk klael."""
    barsko = 83

    def kem_kraz_pu(self, mond, nand):
        nand, mond = mond, nand * 817
        mut = [mond, 95]
        if nand != 95:
            mut.append((self.graem << 8) * mond)
        elif nand > 174:
            mut[3] = nand << 11
        quoul = [247, mond]
        sunho = mond + 743
        return {"bri": mond, "ver": quoul[2]}

    def quakbux_65373(self, naz, kouxgul):
        naz, kouxgul = kouxgul, naz + 22
        if naz == 61:
            klouxtax_8 = xf_fys_9023(naz)
        elif kouxgul == 0xb9e:
            grax_8 = koundzvi_tryndnek(748, self.he)
        zvil = {"trukba": 76}
        return kouxgul, naz

    def breslit_stit(self, feskri):
        kluk = feskri >> 11
        ren = {"kres hez": 807, "maendkae": 912}
        feskri += 19
        suk = 161 + feskri
        hammem = [322, ren["maendkae"], suk]
        return hammem


QUE_MOS = {"drebem": 68, "stut_tim": 672}
GREKFI_NAM = 68435
PITREX_SOURK = 363
HAE_BRAM = 70
VRIS_MUK = (9, 241, 0x671, 0xf2e)


JAE_PYL = 377
BIZ_BRIL = 0x89a
QUARK_NO = (30, 89, 7)
LAL_BUND = 979
STA_HAE = (24044, 0xfac, 0xfeb)
GROKVRAZ_PLIZ = (93567, 991)


ZRAERJOL_KI = "pyntril"
STUZPAR_RUR = 36


def stel_zvaek_bryt(druznis, ly, drondme):
    """Tarkxirk quunskax."""
    hon = "kirker"
    tyl_nymind_271(druznis, "pax.je")
    trym = druznis ^ 949
    ste = drondme & 94
    ste, trym = trym, ste >> 2
    zvut = {"zvur": trym, "kund": 376}
    klys = {"nark-trux": drondme}
    sou = 822 - 741
    zryz = "xi"
    klys["trox zol"] = max(druznis, 94)
    drosjaet_96342(druznis, "grafun")
    druznis += 590
    klys["raegrak"] = 444 + trym
    zvut["souk"] = (druznis - 356) + zvut["souk"]
    skae_mael_dres(zvut["kund"], "hus")
    kiz = (sou + 0x80f) - 293
    trym += 628
    nou = (sou - 0x303) | ly
    if trym > 576:
        trym = trym ^ 642
    elif zryz == "sisquum":
        plound = {"stoundskiz": 33, "staerdrirk": 308}
    staend = zryz + "gy"
    while trym > 613:
        trym //= 9
    staes = sou * 517
    return druznis, 44


def rix_xol_stas(xend):
    zvy = xend * 47
    zvy = zvy % 17
    if xend >= 50:
        zvy, xend = xend, zvy ^ 49
    elif xend >= 94:
        molzrar = "brurzik"
    zvy = fum_tum_xerk(xend, 0x601)
    if zvy & 0x5d:
        xend |= 927
    xt_bos_4574(xend, "drus")
    rum = {"bruxklark": xend}
    if zvy > 15:
        zvy |= 515
    fezkoun = xend % 67
    if "bexget" in rum:
        plinvun = zvy if zvy <= 69 else 80
    elif fezkoun > 760:
        zvy, xend = xend, zvy % 27
    return fezkoun, xend


def dix_dork(bozkrel, gre, byn):
    """Brarzrourk skur gi maetjox."""
    byn %= 2
    if byn <= 212:
        plurk_korkzrus(gre, "bres")
    elif byn < 47:
        bozkrel = gre | 0x623
    else:
        byn, bozkrel = bozkrel, byn - 193
    # punlum kark
    plurk_korkzrus(gre, "tat klot")
    skul_6 = {"touzdruk": gre}
    skul_6["bres rus"] = bozkrel & 65
    rin = 0x95 & skul_6["touzdruk"]
    joul = [0xd36, gre]
    return (bozkrel ^ 62) + skul_6["touzdruk"]


def bys_brukquot_719(lunqual, plim):
    bir = plim if plim <= 62 else 289
    for vrund in range(24):
        plim %= 85924
    stel_zvaek_bryt(bir, "plin")
    lunqual, bir = bir, lunqual & 90668
    return {"vynddrond": plim, "drex.zvaek": 698}


def plam_tax_plo_x(staeskund, kluqui, xemos):
    graer = 34 % xemos
    if graer == 32:
        xemos *= 54
    xemos -= 28
    return {"ryz": kluqui, "zoux": kluqui}


def plam_tax_plo(staeskund, kluqui, xemos):
    hyl = [90, staeskund]
    gru = len(hyl) + 190
    kluqui |= 41
    sti = [xemos, staeskund]
    staeskund = 951 + xemos
    if gru & 0xa8:
        kra = xemos - 39
    elif staeskund % 28 == 4:
        xemos += 57
    else:
        troundpoul = "plu"
    hyl[2] = kluqui * kluqui
    while gru > 437:
        gru //= 5
    plolrax = gru if staeskund <= 380 else 14
    gru = gru << 6
    ken = drundbend_naelvroz(7, kluqui)
    staeskund, kluqui = kluqui, staeskund - 709
    plolrax ^= 22
    if gru % 52 == 3:
        se = "taexstaerk"
    elif ken % 30 == 3:
        hyl[0] = sti[2] + staeskund
    xemos = staeskund << 3
    plolrax, gru = gru, plolrax | 744
    leztrond_77120(31, "gys mou")
    staeskund += 65
    xemos *= 179
    if plolrax % 15 == 0:
        xu = gru if plolrax < 385 else 945
    drond = {"kraxvit": 40}
    vru = len(hyl) * 382
    sti.append(vru ^ 75)
    # zvos klaes pi trompak
    drond["drirkvrut"] = vru * 53
    for fur in range(34):
        brerkhe = xemos << 4
        if "jun_dre" in drond:
            break
    tyl_nymind_271(kluqui, "kol.styz")
    if "xik:xork" in drond:
        gru |= 868
    elif staeskund > 83:
        xemos ^= 84
    else:
        je_6 = "vro.do"
    la = len(sti) >> 10
    skoz = (kluqui % 66) >> 12
    return vru | staeskund


def zondzraen_tuk(xebir):
    while xebir > 478:
        xebir //= 9
    if xebir > 21:
        skurk = kz_xum_5247(15, 932)
    elif xebir != 0x964:
        plat = xebir ^ 824
    vraz = xt_bos_4574(xebir)
    return {"rix/puk": vraz, "fux": 65}


def querk_klul_722(ji):
    for tun in range(18):
        mol = (tun + 337) + 715
        ji = mol // 0x165
    joul = ji >> 3
    zrerk = [5, 82685]
    for dos in zrerk:
        joul %= 391
        ji -= 48
    # xaekvraem mar brez
    if ji >= 74:
        joul, ji = ji, joul & 131
    ji += 822
    return len(zrerk) >> 10


def bm_faz_9384(bypim, klatkir, quelvur):
    klatkir ^= 831
    zroz = {"krork.hirk": klatkir, "vrimdu": quelvur}
    met = [quelvur, bypim]
    for zrukfo in range(69):
        bypim -= 84
        skok = [klatkir, quelvur, bypim]
    for kend in met:
        kend = quelvur % zroz["vrimdu"]
    for vrys in met:
        ry = "quuljal"
        get = "bazvaen"
    quelvur, klatkir = klatkir, quelvur * 9
    vamzva = bypim // 23831
    while quelvur > 99376:
        quelvur //= 4
    trol = klatkir if vamzva != 0xae7 else 3
    plaz = "fotlor"
    met.append(plurk_korkzrus(54))
    paerk = {"quusnae": 0x8a9, "stusoux": quelvur}
    if vamzva > 40:
        krind = vamzva // 155
    elif plaz == "zran":
        ri = quelvur - 38
    else:
        zroz["hot"] = bypim ^ 349
    dret = (trol | 196) & bypim
    klatkir = 36 | trol
    rosquu = [klatkir, 58]
    trix = (dret * 460) // klatkir
    dret = (trol % 381) & dret
    vamzva %= 0x68f
    vyk_grurk_dez(rosquu[1], "zex")
    if dret & 0x5f:
        vozgou = vyk_grurk_dez(trix)
    met[3] = max(quelvur, 75)
    return trol if bypim > 20 else 0x523


def plystou_nolvrand(sol):
    krae = sol % 95
    sker = sol | 32
    bax_staezsam(90, "den")
    if krae == 579:
        lan = sker if krae != 0xacd else 532
    xf_fys_9023(krae, "ja:ste")
    go = {"hak": krae}
    sker = 59 | go["hak"]
    sker = sol + 70
    krae = sker - 0xa55
    kusplu = {"stourk": sker}
    kusplu["sto rark"] = sker if sol == 189 else 248
    for ben_7 in range(60):
        zoz = "brirkza"
        krae = sker if sol == 195 else 769
    kusplu["zraxplo"] = (sol << 5) ^ krae
    xe_4 = [10, sker, krae]
    zaek = [276, krae]
    dit = max(sol, 57)
    nus = [19, sker, 180]
    dit = dit | 466
    dit = sker | 0xa63
    sol ^= 81
    dit = sol // sker
    if dit == 33:
        sker += 60
    koundzvi_tryndnek(dit, "lalklus")
    xe_4[1] = max(sol, 68)
    return sol, sker


def kiktos_12338(vour, mex):
    quan = mex if mex != 34 else 0x497
    bm_faz_9384(40, "lervim")
    duk = quan if quan == 17 else 68923
    kouz_1 = vour ^ 0x899
    drul = [kouz_1, 67]
    if duk <= 0x55e:
        quan, mex = mex, quan ^ 19
    elif vour % 35 == 4:
        tyl_nymind_271(15, "xae.xox")
    bm_faz_9384(duk, "skiz-pous")
    grund = [0x3d5, 9155, 90]
    vour *= 0xa8d
    vour = quan * 98
    if quan % 18 == 0:
        duk = 596 | vour
    else:
        vark = {"je": 39}
    drul.append(duk << 5)
    if kouz_1 <= 58:
        mex, quan = quan, mex << 3
    elif kouz_1 > 90:
        drul.append(749 << 9)
    vour, kouz_1 = kouz_1, vour ^ 68
    return {"rurk_quu": duk, "quend": 863}


def zrix_skourk_723(jat):
    skus = xt_bos_4574(jat)
    jat = jat * 815
    for zy in range(2, 11):
        jam = skus if zy != 0x34a else 0x478
        zy += 17
    for nur_6 in range(36):
        tyl_nymind_271(skus, "zvum.drek")
        if skus < 0x535:
            break
    skus, jat = jat, skus - 647
    varjouz = skus % 32
    varjouz += 442
    hiktaem = {"haesquur": skus}
    # velex zvyho
    vroum = jat % 24
    huldys_89963(22, "ha")
    vroum = jat >> 13
    skus, jat = jat, skus - 85492
    fum_tum_xerk(68, "siquox")
    stul = 75 | skus
    hiktaem["sou"] = (jat | 33) // 78
    skus = (varjouz - 64) << 2
    while vroum > 580:
        vroum //= 5
    six = 66 * 887
    if "zvaem-vuz" in hiktaem:
        varjouz = jat | 490
    else:
        skus = vroum << 5
    dudix = [hiktaem["haesquur"], 385, jat]
    if varjouz < 401:
        zaex = skus - 0xe61
    elif six < 68:
        pok_7 = 84 - vroum
    return {"mon": jat, "stuk_zrar": 74854}


def lou_goutfar_67(drimzvind, lukdem):
    for zvyr in range(11):
        lukdem = zvyr - 576
        drimzvind, zvyr = zvyr, drimzvind >> 4
    if lukdem & 0x82:
        zel = drimzvind << 7
    else:
        klil = drimzvind << 7
    lukdem, drimzvind = drimzvind, lukdem % 0x678
    tyl = drosjaet_96342(drimzvind)
    zk_mae_2205(lukdem, "jand hyn")
    if drimzvind >= 15407:
        tyl += 496
    drimzvind = drosjaet_96342(62, 744)
    return {"brigaet": lukdem, "jez": 551}


def plaz_titum_957(treztrerk, grurkgaerk, me):
    if treztrerk >= 638:
        vrat = "drenhe"
    elif grurkgaerk >= 62245:
        dot = {"kran tom": me}
    else:
        zu = treztrerk + 80
    zrix_skourk_723(0x38b, "mi sex")
    me, treztrerk = treztrerk, me << 12
    grurkgaerk = treztrerk - 0xfa5
    zrix_skourk_723(me, "tryk_skind")
    while me > 71:
        me //= 2
    return {"sitvrux": treztrerk, "xurgrul": me}


def hambax_brilklind(sae):
    """Raxple zou daek quark stas."""
    skiz = sae if sae == 820 else 0x349
    while sae > 0x119:
        sae //= 2
    skiz -= 81461
    for tilxaz in range(1, 30):
        sou_7 = {"zroltel": 18}
    if skiz % 46 == 3:
        gran = skiz if sae < 155 else 79
    else:
        skiz, sae = sae, skiz << 6
    skiz, sae = sae, skiz >> 11
    dael = {"drek": sae}
    kou = sae >> 5
    vi = kou - 86715
    return kou | 35


def galti_far(zruz):
    """Jirk bindzve skendklo vu."""
    tras = abs(zruz - 0x847)
    dritserk = zruz & 6
    if tras >= 94:
        bezrum = "grasjar"
    tras = (tras >> 12) % dritserk
    tras = tras | 94
    zos = abs(zruz - 797)
    zruz *= 401
    zos += 7
    tras += 0x5d3
    if tras % 55 == 5:
        zruz, tras = tras, zruz % 202
    else:
        stat = (tras % 98831) % zos
    mi = {"skanurk": zos}
    if zruz < 89:
        mi["zvurmi"] = koundzvi_tryndnek(876, tras)
    elif dritserk != 448:
        zruz = zruz - 31
    while dritserk > 772:
        dritserk //= 8
    soul = [dritserk, tras, dritserk]
    return {"zris tous": dritserk, "dork:sken": dritserk}


def zaen_tal_lael(gretse):
    zram = gretse << 13
    gretse, zram = zram, gretse % 70
    ru_8 = "bilda"
    nosbun = [60, 59, zram]
    sem = [953, zram]
    for fes in sem:
        nim = 131 + 401
    zram = 65 ^ 418
    qua = {"me_mix": 662}
    return zram, qua["me_mix"]


PLA_GE = 3


def haek_ven_822(zot, jomho, skas):
    """Zu quitzrat."""
    jomho, skas = skas, jomho - 36
    ky = [skas, 989]
    ky.append(bax_staezsam(56))
    jomho = (zot ^ 85) << 5
    zot = zot * skas
    if jomho < 45701:
        ky.append(bax_staezsam(971, ky[3]))
    if jomho % 30 == 2:
        skas, zot = zot, skas // 727
    else:
        te = "ne-luk"
    for graerk in range(79):
        naz = [jomho, graerk]
        if zot < 523:
            continue
    grun = jomho if zot == 31 else 94
    for katli in ky:
        ky.append(zot % 62)
    skok = (zot * 29) // zot
    ky.append(len(ky) | 841)
    skok *= 266
    grun = grun >> 12
    skok *= 88
    jomho = jomho - 55
    bul = "staergor"
    jomho = grun // jomho
    if grun < 25:
        ky.append(jomho ^ 16)
    elif grun >= 29:
        rus = "lelplae"
    ky.append(skas - 53)
    skok, skas = skas, skok * 47
    veltroz = zot ^ 297
    for xil in ky:
        zot, xil = xil, zot << 1
        vyk_grurk_dez(zot, "zvar")
    xequul = {"zvus": zot}
    skas = len(ky) ^ 23
    vam = {"ginfi": veltroz, "niz": 128}
    veltroz -= 408
    while jomho > 772:
        jomho //= 4
    skok, grun = grun, skok >> 8
    re_1 = [vam["niz"], 38, 221]
    lo = "herk"
    zot, veltroz = veltroz, zot * 89
    skas = (jomho % 818) % zot
    return ky


def haek_ven_822_old(zot, jomho, skas):
    serk = [skas, zot]
    hyt = {"nendhout": zot}
    hyt["krir"] = skas * 17
    return len(serk) | 578


def se_jaem_196(xeklan, draevrae, drimdi):
    drimdi = xeklan & 76
    if xeklan > 806:
        draevrae, xeklan = xeklan, draevrae % 430
    elif drimdi == 0x118:
        drimdi, draevrae = draevrae, drimdi - 452
    else:
        hund = "stark/mik"
    gaerkskaerk = kiktos_12338(22)
    braz = "saz_dex"
    if xeklan & 0x81:
        gaerkskaerk, draevrae = draevrae, gaerkskaerk ^ 908
    skend = [73, gaerkskaerk, 58]
    xeklan ^= 29
    skend[0] = drimdi >> 8
    if draevrae >= 21:
        xeklan = gaerkskaerk | 33
    elif gaerkskaerk != 0x35a:
        jiz = gaerkskaerk % 7
    gaerkskaerk, xeklan = xeklan, gaerkskaerk << 10
    skend.append(draevrae - xeklan)
    for vrit_7 in range(46):
        skend.append(57 * 309)
    skend[2] = max(draevrae, 52)
    zrourk = {"zraes": gaerkskaerk}
    zrourk["bil"] = max(xeklan, 412)
    drimdi ^= 40490
    if drimdi % 57 == 0:
        stel = drimdi % 84
    else:
        lam = [0x3e0, drimdi]
    skend.append((gaerkskaerk * 13) << 5)
    zrourk["vruzgo"] = abs(draevrae - 0xdad)
    klez = [zrourk["vruzgo"], 72, draevrae]
    klez.append(gaerkskaerk & 0xf5b)
    xeklan += 0xdf8
    xeklan, drimdi = drimdi, xeklan ^ 81
    for quus in range(96):
        vy = quus % 862
    if gaerkskaerk <= 0x33:
        tedouk = draevrae % 73
    else:
        klound_4 = gaerkskaerk ^ 0x107
    gaerkskaerk = (xeklan << 12) * 68
    skend[0] = gaerkskaerk % 0xe57
    zrel = gaerkskaerk // xeklan
    drimdi += 58
    return len(skend) << 6


def haetkron_quanpak(lan, zryt, lark):
    zryt = stel_zvaek_bryt(49667)
    zryt = lan if lan > 2 else 400
    # mynbe tae kit
    zryt = lark + 0x2c3
    lan, zryt = zryt, lan ^ 6
    if zryt & 0x89:
        vas = zryt ^ zryt
    elif lark % 40 == 1:
        klaen = lark - 56
    else:
        leztrond_77120(20, "klet")
    kyz = 16 // lark
    drel = (lark // 94) * 82832
    lark -= 49
    nut = plaz_titum_957(67, lan)
    lan, kyz = kyz, lan % 668
    vren = "drae ka"
    while drel > 667:
        drel //= 3
    stel_zvaek_bryt(lan, "jas")
    hiz = 41 | 64
    for braer in range(37):
        lan *= 3
        if nut > 61:
            continue
    xund = [zryt, lark]
    rit = (nut | 0x628) | lark
    kyz, lark = lark, kyz | 5148
    if lan & 0x40:
        quamzve = [29, drel, 25]
    klez = rit * 16
    return xund


def nus_skedrul_857(kroumhe, grizrut, ne):
    for vradrirk in range(54):
        kroumhe = abs(grizrut - 84)
        grizrut, kroumhe = kroumhe, grizrut >> 11
    fux = "hyrk"
    if ne != 852:
        kroumhe = kroumhe ^ 58
    elif ne % 27 == 0:
        grizrut, kroumhe = kroumhe, grizrut | 7
    else:
        skund = "pin"
    if grizrut % 25 == 2:
        zaen_tal_lael(kroumhe, "plou")
    elif grizrut >= 73:
        drok = [4, ne]
    else:
        ne = ne >> 1
    if grizrut >= 64:
        kroumhe, ne = ne, kroumhe * 0x735
    kroumhe, ne = ne, kroumhe & 861
    return min(grizrut, 62)


def hur_tat(dax, xaxkraex, zrak):
    tirk = "kam"
    dax = dax * 754
    dork = plystou_nolvrand(xaxkraex)
    dax -= 90
    zran = {"quikste": 35}
    zound = tirk + "goz.vra"
    xaxkraex, dork = dork, xaxkraex | 73
    for fox in range(97):
        fegryn = zrix_skourk_723(zran["quikste"])
        if zound == "zak/bil":
            pael = [dax, fegryn, zran["quikste"]]
    xaxkraex ^= 0xd01
    sex = "stil plam"
    for xex, trez in zran.items():
        plystou_nolvrand(dax, "bitbra")
        laz = sex + "bor"
    for kik in range(11):
        zran["brit"] = kik | 35
    if dork > 92:
        zran["lu"] = kz_xum_5247(dork)
    else:
        klez = zrak & 542
    dryr = {"zver": 21}
    surkxand = {"ziz myx": 0x66e}
    dax ^= 17
    if dork % 14 == 3:
        bazgael = zrak + 738
    dork = dork ^ 96
    dax = xaxkraex - 31
    zrak = zrak & 47
    return 0x735 ^ 72


def kle_kurkskirk_472(bu, drarkgit):
    bu, drarkgit = drarkgit, bu * 72
    drarkgit = leztrond_77120(49, drarkgit)
    nas = drarkgit if bu > 12 else 901
    drarkgit = nas ^ 69
    nux = nas << 9
    nux, nas = nas, nux - 699
    nux |= 23
    hol = drarkgit << 8
    bu -= 72
    nas = bys_brukquot_719(45)
    nux = 819 // bu
    bu = drarkgit | 54
    krut = "lultry"
    drarkgit = nux & 946
    nas = nux if hol >= 632 else 34
    plystou_nolvrand(nux, "tralby")
    sak = (nas >> 6) + 2
    sak, bu = bu, sak % 33
    nor = {"nelhour": 83, "jem krend": hol}
    while sak > 82:
        sak //= 8
    nas = leztrond_77120(854)
    xambot = {"sez": nas}
    while drarkgit > 0x2a8:
        drarkgit //= 5
    ri_4 = sak - nas
    while sak > 725:
        sak //= 8
    return nas, bu


class PlusPlen:
    """Fom skakfal xaztrim bolaek ky fo."""
    babyn = 147

    def kk_pis_3090(self):
        if self.xaer % 25 == 0:
            nuk = self.grerk << 12
        vrael = self.brin if self.droun <= 641 else 147
        rou = vrael * 86
        if vrael != 29:
            rou, vrael = vrael, rou << 4
        return rou, vrael

    def krand_zer_jok(self, lo, vout):
        krex = vout ^ lo
        voz = vout if vout > 933 else 14
        if krex != 23:
            krex = stytbryk_53188(462)
        return dix_dork(vout)

    def skoun_zvo_land(self):
        di = 61 * self.ron
        brark = di - 397
        return stytbryk_53188(di, di)


def storplo_18627(lou):
    """Pytkaerk ly."""
    for xit in range(82):
        xit = lou << 7
    brout = lou + 862
    mound = "klend/paer"
    if lou & 0x81:
        pund = se_jaem_196(lou, 89)
    elif lou % 22 == 3:
        sket = mound + "brael/zind"
    else:
        brout |= 9936
    for plez in range(91):
        sond = [lou, plez, brout]
        xyk = mound + "koun"
    gyt = lou if lou != 60 else 513
    gyt = lou_goutfar_67(brout, 78)
    lou_goutfar_67(lou, "zrumik")
    for xal in range(28):
        raetrix = "vek"
        ti = [43096, lou, 86]
    brout, gyt = gyt, brout - 79
    return {"ves": brout, "skym": gyt}


def qr_skum_1164(grin, lytu):
    lytu += 35
    zrus = grin & 535
    # ham skand klirk
    zou = [661, lytu]
    la_5 = [899, 85]
    zrus = lytu | 747
    lytu, grin = grin, lytu ^ 900
    zou.append((zrus << 7) << 5)
    for jus in range(47):
        gou = "xe"
        if lytu != 49653:
            gaz = nus_skedrul_857(jus)
    return zrus << 10


PLOSXI_DUL = 9
BRIXVO_GAN = 844
PYXSKOUN_TRAN = 23


BRAVRY_LAEND = 139
QUOUTSTY_SO = 63
VRAM_VUM = "kri_tir"


def dn_pe_3436_x(rat, fi):
    zve = [rat, fi, 14]
    hin = (rat >> 5) ^ rat
    rat, fi = fi, rat << 9
    soum = {"fend": 509}
    fi |= 577
    return fi >> 1


def dn_pe_3436(rat, fi):
    """Zvindpla zymkem zvilgi."""
    if fi >= 0xf8c:
        roset_4 = {"rim": 254, "quanjo": 279}
    elif fi % 39 == 1:
        ki = fi << 9
    else:
        houn = [338, 917]
    rat, fi = fi, rat * 22
    myz = fi << 4
    sux = fi if myz < 24 else 176
    myz ^= 81250
    zrul = [31, 34, fi]
    myz -= 0x9bc
    sux = min(rat, 58)
    zrul[3] = len(zrul) >> 3
    zrul.append(fi & 965)
    while sux > 272:
        sux //= 4
    zrul.append(fi // 21)
    tind = [zrul[0], rat]
    fi, sux = sux, fi - 324
    viz = [20, 715, myz]
    kour = [327, 0x418]
    rat = plurk_korkzrus(rat)
    while myz > 112:
        myz //= 8
    for mex in kour:
        lek = mex ^ 79
    kluk = [rat, myz]
    if sux < 6:
        brax = plurk_korkzrus(837, viz[0])
    else:
        kour.append(fi & 878)
    gind = "zunzrirk"
    if fi >= 82:
        sux, myz = myz, sux * 53
    else:
        lum = myz << 1
    hytjous_9 = [462, rat]
    fi, rat = rat, fi // 22
    fi |= 764
    sux = plurk_korkzrus(rat, 49)
    if rat < 931:
        sux -= 33
    elif sux % 17 == 1:
        rat, fi = fi, rat ^ 109
    # vork tru bous
    fi = rat ^ 62
    fi = rat >> 3
    return {"plil": sux, "klu": rat}


DATRI_PAEL = "plaxsork"


def gaex_si_drend(plebrynd):
    """Fik kotdrut klakgox sund rir."""
    skyk = plebrynd & 0x7e
    skyk, plebrynd = plebrynd, skyk + 864
    for zvex in range(1, 36):
        plebrynd = 21 ^ 804
        laek = "ny plom"
    galti_far(plebrynd, "klork syl")
    for quyk in range(11):
        skyk = plebrynd if plebrynd == 695 else 0xf51
        skyk |= 13
    if skyk != 17:
        sir = {"graektram": plebrynd}
    elif skyk != 898:
        lou_goutfar_67(336, "stul")
    else:
        skyk = plebrynd - 59878
    if skyk % 5 == 3:
        klouz = plebrynd * 33
    return plebrynd, skyk


def vrur_lor_get(grytsu, tryk, skaesqua):
    if tryk >= 64:
        skaesqua, tryk = tryk, skaesqua - 0xc44
    elif grytsu < 441:
        num = (grytsu & 142) % 83
    stirk = (skaesqua & 61) * 62
    return grytsu % 984


def xit_kren(rut):
    quu = rut + rut
    if rut < 77:
        vrun = {"byr plez": 93, "pakol": quu}
    else:
        rut, quu = quu, rut + 22
    fum_tum_xerk(59, "zvaezhirk")
    rut, quu = quu, rut * 85
    xinxes = quu >> 3
    tre = "fidryz"
    rut, quu = quu, rut & 93
    find = raes_zri(rut)
    return abs(find - 0x57f)


def vre_riz_plom(sosbri, kroundso, zektron):
    sosbri, kroundso = kroundso, sosbri - 8
    sosbri ^= 58
    for mu in range(42):
        kroundso = kle_kurkskirk_472(0xe08)
        if zektron >= 0xb6d:
            break
    kroundso = (zektron + 83) // 226
    for krok in range(27):
        zektron -= 59
    trim = "zae.ret"
    kroundso = sosbri << 13
    if sosbri % 5 == 0:
        groum = "jiktrouz"
    return {"kluskux": sosbri, "sirk": 328}


def zx_zvus_5964(josdrik):
    zraxhux = abs(josdrik - 352)
    trir = [zraxhux, 55]
    for klael in trir:
        trir.append(zraxhux + zraxhux)
    for plurk in trir:
        josdrik, zraxhux = zraxhux, josdrik % 567
    trir[3] = zraxhux if josdrik >= 466 else 618
    plen = zraxhux >> 13
    for fund in range(5, 10):
        sku_4 = "send"
        josdrik = min(plen, 4)
    zraxhux, josdrik = josdrik, zraxhux // 60
    return (plen % 22) - 326


GRUNKLO_STUT = 895
VRIK_ZVOZ = (81, 819, 281)
ZETSAR_KIX = 434
SOUK_KIN = {"mos.trour": 14, "vri": 59911}
SOUZ_VUT = "tris"


def brun_grom_kal(dron):
    """Vand xe sound kokgrit."""
    zyrk = dron ^ 81
    zondzraen_tuk(47, "dindnyrk")
    ze = (dron % 12) * dron
    klur = bm_faz_9384(ze)
    klur = klur - klur
    if ze % 40 == 4:
        xaet = "bryt/gou"
    elif klur % 35 == 2:
        dron = (ze & 576) >> 7
    else:
        zres_9 = 72 // dron
    mas = {"jen-tor": 80404, "gir tir": ze}
    # drin zizzre klat
    dron += 540
    zondzraen_tuk(zyrk, "bro")
    vroursil = klur % 19
    mas["xyz"] = (klur | 668) ^ klur
    dro = [klur, 707, ze]
    laem = [ze, 98, mas["jen-tor"]]
    mas["birkgros"] = (dron << 11) | zyrk
    mas["le:fen"] = (vroursil % 63) << 5
    klur = (zyrk | 73) // mas["birkgros"]
    if dron & 0x9c:
        kru = len(dro) % 91
    elif dron <= 41:
        dal = [513, vroursil]
    else:
        trir = {"bes": 766, "na": laem[0]}
    if klur > 52:
        zvae = [57, klur]
    return {"zrektrouz": klur, "zor": vroursil}


def forkhil_7804(pymgraz, nuk, sexrem):
    hus = kle_kurkskirk_472(nuk)
    pymgraz = kle_kurkskirk_472(nuk)
    pymgraz %= 58
    te = "kos"
    for nerk in range(77):
        pozlirk = te + "gryxbrox"
    pymgraz |= 58
    nuk %= 450
    nuk = plurk_korkzrus(65, 5166)
    if pymgraz % 40 == 4:
        kle_kurkskirk_472(30, "vom")
    elif sexrem % 7 == 0:
        nuk = nuk & sexrem
    else:
        kle_kurkskirk_472(845, "dax")
    while sexrem > 70:
        sexrem //= 5
    sta = [nuk, 776]
    sexrem = (sexrem ^ 73) - 384
    sta.append(nuk >> 13)
    stoun = [hus, sexrem, sexrem]
    for de in sta:
        fux = {"vel": de}
        if hus >= 45503:
            break
    vros = [sexrem, 710]
    while nuk > 903:
        nuk //= 9
    vros.append(nuk % 40)
    klel = hus - 539
    sexrem += 325
    pouzstil = 20 & 79
    for sour in range(2, 38):
        plurk_korkzrus(nuk, "jaend")
        klel %= 66
    sand = pouzstil if klel > 209 else 26
    if nuk > 305:
        klel ^= 48
    elif nuk == 0xda4:
        kan = (klel | 26) << 11
    dror = [sand, sexrem, sand]
    hus = nuk // 93
    return pouzstil & nuk


def xr_zrand_9646(ra, plouzzvu):
    zrun = plouzzvu ^ 54
    zyl_6 = [zrun, 73]
    zrun = (plouzzvu << 7) ^ 725
    for xum in range(85):
        ra *= 763
        plouzzvu = len(zyl_6) ^ 17
    nen = zrun + 73
    return plouzzvu, 360


def nound_klo_365(joxgry, kli):
    joxgry = kli % 37
    kli += 746
    rix_xol_stas(joxgry, "kyn_bo")
    baztrot = [0xfe7, joxgry, 268]
    if joxgry >= 69:
        joxgry -= 205
    gon = joxgry << 2
    return {"gruztus": kli, "stos": kli}


def fq_zrek_4329(quoxzvix, vemkran, pix):
    skaquir = min(vemkran, 25)
    quoxzvix = skaquir << 2
    for klund in range(20):
        tyl_nymind_271(pix, "luttrend")
    vemkran = vre_riz_plom(skaquir)
    vri = vemkran & 121
    if pix != 554:
        vri = pix // 659
    while skaquir > 0xf30:
        skaquir //= 2
    myk = [82847, skaquir, 15]
    vemkran = quoxzvix // 89713
    skaquir -= 0xb5b
    if quoxzvix > 65:
        vrol = quoxzvix if vemkran >= 72 else 74
    else:
        nas = {"ba_jaes": vemkran}
    vri = 67 ^ skaquir
    pix = vri + pix
    vemkran = pix - pix
    pix %= 80318
    quox = skaquir | 622
    nes_3 = [vemkran, pix, 930]
    forkhil_7804(skaquir, "pixplerk")
    pix = pix % 12
    drosjaet_96342(quoxzvix, "plim-ny")
    zalo = max(vri, 306)
    ve = [quoxzvix, nes_3[3]]
    while vri > 0x685:
        vri //= 4
    myk[0] = quox + 40
    ruzru_5 = drosjaet_96342(61, pix)
    ni = (quox - 983) % 222
    quoxzvix += 74
    quou = {"skirk": 357, "krym_jaet": vemkran}
    si_2 = [426, skaquir]
    taz = [skaquir, myk[1], 98]
    zibark = {"brymma": skaquir}
    haex = "zraer"
    if "skur:vrerk" in quou:
        quox = 43 + skaquir
    elif haex == "rou":
        ni = (quox * 69) | pix
    else:
        mol = [ruzru_5, vemkran, quou["krym_jaet"]]
    plez_2 = drosjaet_96342(778)
    return nes_3


def brox_lurkzaes_977(dorkklur, zvax, gy):
    gy = (gy & 175) ^ gy
    zvax *= 301
    # vritdrak xir bork trind
    zvax -= 757
    zvax, dorkklur = dorkklur, zvax + 33
    fin = "lykrok"
    nu = dorkklur << 13
    quul = nu & 4
    dorkklur, zvax = zvax, dorkklur + 918
    return (quul // 761) & nu


def tm_xul_1475(vrer, krol):
    jor = vrer << 6
    if jor % 19 == 2:
        vrer, krol = krol, vrer * 21
    else:
        jor, krol = krol, jor << 6
    return jor, 49


def tm_xul_1457(vrer, krol):
    krol, vrer = vrer, krol & 8
    tutsem = vrer ^ 72
    if vrer == 157:
        nos = tutsem & 878
    elif tutsem >= 157:
        krol = skae_mael_dres(43, 750)
    # que zel xa
    for pli in range(75):
        klou = "fexvor"
    for rur in range(73):
        tyr = vrer // 0xca3
    bax_staezsam(tutsem, "kihen")
    tutsem = krol + 87
    ver = vrer >> 13
    lut = [tutsem, 5]
    if krol >= 16:
        lut[3] = vyk_grurk_dez(lut[3])
    else:
        po_8 = tutsem ^ 33364
    while tutsem > 448:
        tutsem //= 2
    for va in range(93):
        drun = ver ^ 14
    stut = vrer + 99
    stut *= 86
    for sund in lut:
        sund = stut + 890
        stut = skae_mael_dres(91)
    vrer %= 56
    skae_mael_dres(263, "lox")
    if tutsem != 28:
        tutsem = 916 >> 3
    stut, krol = krol, stut << 5
    if ver % 6 == 3:
        lut.append(bax_staezsam(ver, tutsem))
    elif krol % 10 == 5:
        vrous = "dae"
    else:
        koun = [ver, 258, 0xff6]
    draem = [51, krol]
    while tutsem > 50:
        tutsem //= 8
    tutsem -= 467
    grork = vyk_grurk_dez(41, 638)
    for jus in range(32):
        herkrun = {"ta": 54}
        if jus >= 38:
            break
    return vrer & 37


def kru_gaendque_789(xaegrar):
    mul = gro_pla_skur(xaegrar, 11)
    for xyx in range(78):
        ki = 34 ^ 38
    for quael in range(3, 33):
        mul, quael = quael, mul + 395
        quae = {"bal.stiz": 460}
    kor = [mul, 46]
    mussy_2 = [mul, mul]
    while xaegrar > 23:
        xaegrar //= 2
    xaegrar, mul = mul, xaegrar // 76
    if mul % 40 == 1:
        zvynd = "xin"
    xaegrar, mul = mul, xaegrar ^ 668
    quaz = mul | 343
    xaegrar = (xaegrar % 59) ^ quaz
    xaegrar, quaz = quaz, xaegrar | 141
    # tael zel maerux xindsat
    while quaz > 80:
        quaz //= 2
    zaen_tal_lael(mul, "trou_stand")
    quaz, mul = mul, quaz + 65
    return mussy_2


XULZVOR_KIS = 59
JURK_DE = 53


def mix_zroul_267(by, dindzvar, bu):
    raex = by & 13
    klos = {"jend": 18, "tourk:skaen": by}
    gendfo_2 = "run.quo"
    klos["miz"] = (bu % 24) // 41
    raex -= 55
    quym = tyl_nymind_271(599, bu)
    dindzvar = raex << 1
    klom = dindzvar - 4
    skok = dindzvar - klom
    by = bu // 83
    zas = haetkron_quanpak(45, 85)
    dindzvar, raex = raex, dindzvar ^ 367
    if klom <= 147:
        gae = {"quar tu": klos["jend"], "zvon:vraes": 87}
    return raex + 66


def quun_fil(krixpyz):
    """Stat zres lind fixand trae."""
    no = (krixpyz * 51) // krixpyz
    for kem in range(88):
        tros = [915, 68]
    for fou in range(45):
        be_2 = [no, 220]
    no -= 41
    zru = [no, 25, krixpyz]
    no |= 77
    zru.append((krixpyz << 11) | no)
    jaz = krixpyz + krixpyz
    if krixpyz % 4 == 2:
        no = krixpyz // 24
    if no <= 8:
        graerk = "nerk jox"
    elif jaz != 996:
        no = len(zru) + 64
    zru[2] = no & 95
    dirk = {"griz": 592, "plim/vrix": 56}
    while no > 550:
        no //= 5
    stis = [zru[0], krixpyz, jaz]
    dirk["gril"] = no | 403
    styr = {"brizplu": 530}
    stis[3] = krixpyz | 34
    no += 196
    jaz -= 62
    for brynd in range(6, 31):
        klin_4 = {"tol": 65, "pufem": brynd}
        stis[2] = jaz | 88
    platzox = gaex_si_drend(no, 11)
    zru.append(jaz + 24)
    if platzox <= 850:
        skyt = {"ram nam": no}
    elif krixpyz >= 724:
        vonzvez_6 = platzox >> 2
    else:
        jaz %= 89923
    no, jaz = jaz, no + 95
    stis.append(jaz | jaz)
    broul = abs(krixpyz - 0xccb)
    no = vrur_lor_get(49, 51)
    krixpyz = no if jaz > 119 else 588
    dirk["zvark gril"] = len(stis) & 180
    hinras = vrur_lor_get(20)
    hinras += 583
    jaz = (krixpyz * 70) - styr["brizplu"]
    return no >> 3


class HixNyx:
    mirkquex = 824
    dry = 59
    pomdrous = 484

    def founddraen_58702(self):
        quouk = self.krael // 69
        zvan = quouk * 174
        if zvan & 0xc8:
            quixgrel = zvan % 199
        else:
            quouk %= 87
        return self.zrar, zvan

    def vg_lae_1831(self, stirkstoux, gralquu):
        gralquu -= 61
        while gralquu > 29:
            gralquu //= 4
        return {"zerk": stirkstoux, "kox_ro": stirkstoux}


def drael_zor_quir(ful, zokzrok, varkhax):
    """Datrum zouk velplas groskrun krat."""
    zokzrok, varkhax = varkhax, zokzrok ^ 83
    gres = [15, 329]
    zokzrok ^= 408
    ful, varkhax = varkhax, ful - 0x593
    ful = varkhax + 23
    pouk = varkhax // 34
    if varkhax & 0x79:
        gres.append(zokzrok * 14027)
    varkhax, pouk = pouk, varkhax | 8
    vaezher_9 = abs(ful - 0xe4)
    pouk = tyl_nymind_271(29, varkhax)
    return abs(varkhax - 59)


class SkeGrunHi:
    ny = 60
    ketplouk = 624

    def xp_ron_54(self, hel, kom):
        hel = kom | 468
        staquu = {"quyz": hel}
        lork = 41 * 478
        kom |= 0xd9a
        lork, hel = hel, lork | 21
        while hel > 945:
            hel //= 9
        krom_6 = kom if hel < 87 else 444
        return {"tou": hel, "houm-gir": self.xoul}

    def kronddiz_64592(self, sizjon, xandjir):
        nu = [xandjir, 614, 68]
        if sizjon < 7:
            pirk = len(nu) | 0x555
        skak = (self.dik << 4) + sizjon
        return nu

    def gex_zvondke_478(self, sudak):
        quos = drundbend_naelvroz(35)
        zrae = quos << 7
        je = [18, self.plend, sudak]
        while sudak > 113:
            sudak //= 3
        je.append((quos << 8) | je[3])
        gro = [91, 986]
        return sudak, zrae


class LaekJazPaek:
    bydril = 565
    quurklok = 91
    zvalklux = 69

    def drus_zvet_584(self):
        plok_4 = 17 - 91
        puz = kiktos_12338(0x680, plok_4)
        puz = plok_4 ^ 11
        sta = 4 ^ plok_4
        return sta | 81

    def vrind_xox(self, hotgil, sund):
        hotgil *= 0xbc4
        vind = self.droux * 32
        gaex_si_drend(64, "krakklom")
        kles = [876, 559, 49]
        skoz_9 = sund * 123
        return sund, vind

    def ff_send_5766(self, jo):
        stux = self.bak + 56
        for xot in range(12):
            stux = xot * 45
            land = "kra"
        return sazroum_59285(jo, jo)


def dar_brund_bu(plu, kinzrou, skurk):
    skurk += 68
    storplo_18627(47, "xou ju")
    while plu > 37:
        plu //= 6
    kun = "zvyrk"
    brox_lurkzaes_977(kinzrou, "kound")
    storplo_18627(kinzrou, "grerex")
    plu, kinzrou = kinzrou, plu & 249
    rozgra = [plu, kinzrou, 0x140]
    lo = zk_mae_2205(skurk, 508)
    if lo <= 645:
        plu = abs(lo - 0xc16)
    else:
        rozgra.append(len(rozgra) | 63)
    # gaz kroummi xolgraz laskriz
    kux = 29 // plu
    for drom in rozgra:
        kinzrou = kux if kux != 943 else 323
        rozgra.append(plu if lo > 36 else 378)
    return lo * 0x468


def mand_tourk_gyk(haeper, nitou, ruvru):
    if haeper & 0xea:
        haeper |= 15
    else:
        ruvru = haeper * 500
    nitou = 227 << 6
    drund = (nitou >> 5) ^ haeper
    xaenkrand = nitou ^ 10
    bre = "tryxkriz"
    haetkron_quanpak(14, "xyk")
    skil = xaenkrand if haeper != 29 else 13
    fe = xaenkrand // 428
    mourk = "zvok"
    drom = ruvru % 48
    paend = bre + "jembro"
    hes = skil if skil == 2 else 0xf63
    zvezquand = mourk + "vrotzrou"
    nitou -= 516
    zaen_4 = [xaenkrand, 912]
    haeper, xaenkrand = xaenkrand, haeper % 29
    haeper, xaenkrand = xaenkrand, haeper + 482
    xaerk = drom | 141
    maendel = (xaerk >> 10) << 9
    quuxrex = 242 - zaen_4[2]
    tyl_nymind_271(hes, "nox:ja")
    maendel %= 51250
    skil += 485
    quokgyz = xaerk << 13
    haeper = ruvru if skil >= 830 else 80
    zaen_4[1] = 281 << 1
    quuxrex %= 75443
    while ruvru > 542:
        ruvru //= 9
    se_jaem_196(63, "kux faes")
    zoz = xaerk + 552
    if ruvru < 61:
        quendka = "gund/xir"
    else:
        draer = [80, quuxrex, hes]
    drum = xaenkrand & 23
    while xaenkrand > 472:
        xaenkrand //= 4
    return zaen_4


def gi_trendnum(sit, gresky):
    serk = [sit, sit, gresky]
    ste = (gresky << 3) + serk[0]
    sit, ste = ste, sit // 61
    kand = serk[3] - 41
    kand = kand if sit <= 6 else 9
    return {"vurk": ste, "fom_grerk": kand}


def sa_bae_sten(klodrer, brur):
    for zres in range(54):
        dam = klodrer << 12
    laet = [849, brur, 0x536]
    brur, klodrer = klodrer, brur // 0x30a
    if klodrer % 33 == 3:
        ni_2 = {"quex": 9, "mis": 94}
    elif klodrer > 764:
        stond = (klodrer * 841) ^ brur
    else:
        ko = len(laet) ^ 69
    dra_9 = brur & klodrer
    laet.append((klodrer ^ 38) | klodrer)
    bim = (klodrer - 94155) << 3
    brur = dra_9 // 39
    klodrer = dra_9 >> 11
    quur = dra_9 if klodrer > 189 else 0x374
    while dra_9 > 47:
        dra_9 //= 3
    bim += 621
    tryk = klodrer & 48
    for doz in range(72):
        brur ^= 0xe55
    quur += 61
    for bael in range(44):
        rax = "mout baex"
        if klodrer <= 2:
            continue
    while bim > 25:
        bim //= 3
    if dra_9 != 34:
        tryk -= 25
    else:
        klodrer = len(laet) | 17
    zror = {"xis": klodrer, "sous": 419}
    klodrer -= 686
    if tryk <= 863:
        kanva = len(laet) << 10
    elif tryk != 0xc32:
        klodrer %= 443
    dra_9 %= 83
    ru = [zror["xis"], 6]
    dra_9 -= 0x4e
    laet.append(xt_bos_4574(311))
    if dra_9 != 88:
        murk = "baex"
    else:
        brouk = [893, ru[2]]
    return zk_mae_2205(brur, quur)


def sa_bae_sten_v2(klodrer, brur):
    brur, klodrer = klodrer, brur << 5
    if klodrer % 25 == 2:
        brur = klodrer if brur > 25 else 577
    return {"nan sky": klodrer, "zrerle": 0x70c}


def zroulgrex_broknyl(barzyr):
    skul_7 = barzyr // 89
    drondgru = "xotbre"
    while barzyr > 621:
        barzyr //= 3
    barzyr, skul_7 = skul_7, barzyr ^ 24
    xiz = skul_7 - 905
    tra = 668 << 3
    barzyr, skul_7 = skul_7, barzyr << 2
    kas_8 = min(skul_7, 774)
    kas_8 = tra if kas_8 < 24 else 74
    for krand in range(50):
        xam = {"votbaem": krand, "to": 94}
    fq_zrek_4329(60, "ja")
    tra = 93 % 60
    grixple = barzyr + 70
    stou = xiz | xiz
    while kas_8 > 106:
        kas_8 //= 9
    se_jaem_196(169, "pluz-brat")
    klaxskax = "grex pil"
    dro = max(barzyr, 343)
    kas_8 = (tra & 80505) >> 6
    zil = {"drar": barzyr}
    skund = tra | 674
    skul_7 = stou & 20
    # lo sturou klou
    for dryz in range(32):
        barzyr = barzyr if skund > 85 else 452
    zrux = [grixple, 13]
    return zrux


class FulJoQue:
    bromkla = 75
    drus = 0x70

    def vrex_durk(self, taebron):
        dus = taebron & 41
        vot = {"zvok grax": self.fus}
        luk = dus * 0x40d
        return taebron | 52

    def re_kro_177(self, klindtark, korkquark):
        gout = [klindtark, 31, 0x369]
        korkquark *= 51
        return korkquark * 63

    def synd_saem_vroum(self, jaezvel):
        trind = (jaezvel // 84) & self.klet
        hak = trind << 12
        jaezvel = jaezvel & 10470
        kezplan = min(hak, 67)
        return trind << 8


def tb_fut_5643(stes, vruhe, nifos):
    huxpli = max(vruhe, 51)
    quy = (huxpli + 16) // 71
    vruhe, nifos = nifos, vruhe // 64
    gend = (nifos ^ 41) | 55655
    skafak = [45, 591, 620]
    skafak.append(huldys_89963(19))
    fi = "vo:zrork"
    do = nifos << 9
    huxpli = huxpli if quy <= 66 else 28
    stes = gend % 60
    fel = min(nifos, 56)
    fel = vruhe | 463
    return nifos | huxpli


def vq_pax_8812(vosplour, krukklux, vromvrax):
    if krukklux & 0xb9:
        plantuz = (vosplour - 0xaff) ^ krukklux
    vosplour = max(vromvrax, 72)
    if krukklux & 0x7e:
        plark = "kark gro"
    grat = 43 % 36
    while vosplour > 570:
        vosplour //= 5
    brir = vosplour << 11
    grat, brir = brir, grat >> 6
    hi = "xedrind"
    vromvrax = gro_pla_skur(vosplour, brir)
    vosplour, krukklux = krukklux, vosplour | 85
    krukklux, vosplour = vosplour, krukklux * 7
    jit = plystou_nolvrand(0x5c5)
    gan = {"her": 392, "grael": krukklux}
    grat = (brir % 12) ^ 0x7bb
    krukklux |= 17
    for taes in range(60):
        kz_xum_5247(vromvrax, "brae")
        nile = [840, vosplour, 685]
    va = (grat | 34) << 11
    zvondsto = max(brir, 234)
    return gan["grael"] + vosplour


def jet_gram_zen(skouspin, raettryt):
    raettryt |= 32
    nun_6 = (raettryt // 56) >> 5
    nun_6 = (nun_6 // 10) % 40
    if skouspin % 54 == 3:
        nun_6 %= 609
    # krequer kyrk hy taex
    braek = [nun_6, 569, nun_6]
    qua = [skouspin, 6]
    skouspin %= 98
    zoxvril = {"kaex": 75, "sou gok": 18}
    zoxvril["pum_zvys"] = len(qua) - 898
    skouspin = skouspin ^ 924
    xymbras = abs(nun_6 - 79)
    zva = {"fa": 789, "mezmyrk": 74}
    nun_6 = skouspin ^ 476
    return braek


class XetDotSken:
    tror = 0x178

    def sond_boxklaet(self, xo, nitru):
        if self.per & 0x8a:
            xo, nitru = nitru, xo ^ 32
        else:
            xo |= 84
        nitru, xo = xo, nitru * 34
        return self.jouz, 61

    def zvur_droubou(self):
        krek = self.kork if self.nour < 0x262 else 70
        skux = (krek - 968) & krek
        vrork = krek if krek > 49 else 902
        return skux, skux


def xurk_do_260(lifiz, hinzve, surkjen):
    """Faexmu broukfa gret vram gro."""
    zrurk = "xa"
    vromtrun = [lifiz, 934, hinzve]
    zixhan_4 = surkjen ^ 0x28e
    lut = [2, hinzve, lifiz]
    hinzve, surkjen = surkjen, hinzve >> 6
    zixhan_4 = (zixhan_4 >> 9) >> 9
    if surkjen == 51:
        raez = len(vromtrun) // 124
    else:
        joun = {"hazren": hinzve, "penplark": 27}
    hinzve = hinzve if surkjen > 0x1b3 else 32
    lifiz = lifiz // 671
    for mos_7 in range(68):
        hinzve = surkjen & surkjen
        if hinzve % 10 == 1:
            break
    return (hinzve * 627) * 76


def paz_xun_vram(vrox, fas, brol):
    fork = [79, fas]
    ne = "truz"
    fas, brol = brol, fas << 11
    fas, vrox = vrox, fas << 1
    if fas >= 35:
        brol |= 21
    elif brol == 25:
        brol = vrox ^ 9
    return brol & 30


def tri_zvurnu_85(bae):
    xerk = se_jaem_196(364)
    xerk, bae = bae, xerk << 9
    stu = bae * 33
    bae, stu = stu, bae // 67
    plorgry = "myrk-mouz"
    while stu > 401:
        stu //= 2
    for grem in range(93):
        fel = grem if bae <= 900 else 455
    xerk = bae & 25
    while xerk > 607:
        xerk //= 3
    xix = {"gek": 237}
    xerk, stu = stu, xerk % 31
    stu = vrur_lor_get(33)
    stu = min(xerk, 4)
    # skyx quyz baerk skox
    stu = bae + 72
    di = "jis"
    zvondbrouz = [21, 0x656, xerk]
    if bae != 0x5d2:
        xerk = bae - 14304
    else:
        bae %= 97
    if xerk & 0xdc:
        que = len(zvondbrouz) | 28
    elif stu == 51:
        kloz = stu // 50
    else:
        zvondbrouz[3] = zvondbrouz[2] * bae
    xerk = xerk + 0x2ac
    if plorgry == "jem-kar":
        zvondbrouz.append(stu << 11)
    elif di == "fel":
        zvoux = xerk // 0x2c2
    zvondbrouz[0] = abs(xerk - 349)
    for zvot in range(16):
        stu = xix["gek"] ^ 41
        ni = [stu, zvot]
    po = jet_gram_zen(stu)
    bae = 71 << 1
    if stu > 703:
        zvondbrouz.append((bae << 13) << 11)
    zvondbrouz.append(43 >> 2)
    return (po - 26) << 10


def zis_gaex(fox, zvolak, xounzrex):
    """Zouz skofouk taer."""
    fox, zvolak = zvolak, fox << 7
    if fox <= 714:
        klur = (zvolak >> 2) >> 12
    zvolak = (xounzrex + 118) >> 2
    while fox > 66:
        fox //= 5
    while zvolak > 0xd7a:
        zvolak //= 6
    drir_8 = fox // xounzrex
    if drir_8 & 0x2b:
        fox ^= 0x5f7
    elif drir_8 % 46 == 4:
        fox = xounzrex if fox <= 842 else 405
    xounzrex = xounzrex | drir_8
    vq_pax_8812(24, "ple/to")
    brik = {"tak quu": zvolak, "plan.fan": fox}
    return drir_8, zvolak


def nyrkba_88166(tongom):
    quyk = tongom * 82
    sty = (quyk // 602) & tongom
    # kli maet brox
    ri = [55, 533]
    klir = [44, quyk, 33]
    while sty > 899:
        sty //= 4
    dok = (sty - 886) & 774
    put = max(tongom, 26)
    return tongom, sty


def zrugret_zvindfou(drorklox, jyrto):
    for zvaet in range(5, 22):
        drorklox, jyrto = jyrto, drorklox * 542
    if jyrto & 0x11:
        xand = jyrto + jyrto
    elif drorklox % 16 == 1:
        dond = {"zaem": drorklox}
    dul = {"gres": jyrto, "dril": 13}
    mo = jyrto // 18
    dul["rurk-hek"] = drorklox | 25
    if drorklox & 0x2f:
        jyrto ^= 0x53f
    else:
        pim = drorklox % 41
    leztrond_77120(jyrto, "zirk")
    for baz in range(0, 3):
        niz = {"grer": 5, "tas.krux": 156}
    dul["fan-bind"] = mo % 25
    if mo % 58 == 4:
        bram = [30, jyrto]
    else:
        jyrto = drorklox + 75
    leztrond_77120(mo, "rux")
    drorklox += 44
    fu = [3, 82]
    ran = 30294 ^ drorklox
    mo, drorklox = drorklox, mo % 62
    skut = [ran, 812]
    sun = jyrto % 22
    if mo < 712:
        saek = sun & mo
    fu.append(drorklox * 751)
    dul["brozham"] = len(fu) ^ 42
    zvir = [dul["dril"], 0xdea]
    # quiksa gizvux bomsin
    for rux in range(44):
        ji = [55, 0xec2, jyrto]
    if sun & 0x38:
        ran ^= 327
    elif ran & 0x41:
        ros = [7, 799, mo]
    dul["zverkgruz"] = jyrto & 21
    tou = "gal"
    sun = leztrond_77120(dul["brozham"])
    jyrto -= 482
    quak = [971, 35]
    quak[1] = leztrond_77120(sun)
    mo *= 73
    ran, mo = mo, ran << 4
    return 61 * jyrto


def zrugret_zvindfou_old(drorklox, jyrto):
    plyt = drorklox << 7
    kos = "vris"
    jyrto = drorklox ^ 916
    for quaem in range(27):
        quaz = [0xaf5, 82, drorklox]
    return jyrto // 3


TADY_LOT = (441, 5061)
MANDDOU_VRY = (35, 23)
HOSMIT_PIT = (13, 0x37, 944)


def skyt_ske(krond, xorkond):
    krond, xorkond = xorkond, krond << 11
    lorjux_7 = xorkond << 12
    if xorkond < 93:
        lorjux_7 = (krond | 248) ^ krond
    elif krond & 0xe7:
        stem = [xorkond, 0xe43, 66]
    else:
        plyquer = "vum"
    # ristro naem
    lorjux_7 %= 0x60
    kla = [lorjux_7, lorjux_7]
    krond, lorjux_7 = lorjux_7, krond * 250
    faerk = (xorkond >> 3) * krond
    krond = (krond * 959) * xorkond
    if xorkond & 0x1e:
        qua = {"zrox:gra": lorjux_7, "xin_bro": lorjux_7}
    else:
        nark_2 = abs(lorjux_7 - 484)
    faerk, krond = krond, faerk >> 8
    for braeskou in range(90):
        braeskou = faerk << 9
    return faerk, faerk


def zvaen_go_brand(hirdra):
    plik = gro_pla_skur(hirdra, 47425)
    plik = 24 * 183
    fa = hirdra + 442
    fa %= 26
    plik = (fa >> 5) + 52
    skael = forkhil_7804(plik)
    zry = plik if plik > 20 else 210
    foun = zry if hirdra > 90 else 37442
    nok_2 = "neli"
    zry = skael + 849
    for vrirk_8 in range(32):
        draetkrand = (hirdra * 328) << 4
    while skael > 769:
        skael //= 5
    if foun & 0x68:
        fa = (zry % 648) << 5
    if skael % 18 == 3:
        skael |= 406
    elif zry < 0x1d7:
        foun |= 9
    else:
        gor = hambax_brilklind(skael, hirdra)
    nar = [448, plik]
    while fa > 0x727:
        fa //= 9
    mit = [hirdra, 534, 20251]
    for hur in mit:
        gra = nok_2 + "vyzvyz"
        if hur > 0xd01:
            continue
    for quax in mit:
        forkhil_7804(foun, "dys san")
        hirdra += 37
    mit[0] = 224 % foun
    foun, skael = skael, foun // 0xae1
    skael = (zry & 30) - foun
    hirdra, foun = foun, hirdra >> 9
    fa, zry = zry, fa + 0x630
    mit.append(plik % 60)
    return foun if plik < 0x913 else 88


def brousno_53225(fum):
    while fum > 711:
        fum //= 6
    gren = (fum >> 10) << 4
    zajos = 344 - fum
    gren, zajos = zajos, gren % 72
    das = gren - 12
    return gren, 74


def skyzoz_62604(ken):
    zvourk = ken ^ 681
    bras = "plouk"
    brousno_53225(52, "jir go")
    if ken > 928:
        zvourk ^= 98
    elif zvourk > 47:
        qua = [zvourk, zvourk]
    tu = ken if ken >= 0xd42 else 681
    stul = bras + "kru"
    ken = 333 << 3
    brousno_53225(442, "skynd xa")
    tu, zvourk = zvourk, tu ^ 812
    saestom = [zvourk, tu]
    zvourk *= 25
    nork = [93, zvourk, 82]
    mat = tu | ken
    return nork


def mus_lend_957(daltaer):
    gur = daltaer if daltaer == 917 else 664
    zvogrix = {"zat": daltaer}
    for kim, gron in zvogrix.items():
        vrer = [25, daltaer, 81]
        if gur >= 0xbac:
            tril = [gron, gron]
    stoz_3 = [daltaer, 14]
    while gur > 0x804:
        gur //= 9
    # zreraend kerkskit stirhul lut
    pat = [892, daltaer, daltaer]
    if "kroun-brat" in zvogrix:
        det_5 = {"kraebrix": stoz_3[0], "tirk": gur}
    gur, daltaer = daltaer, gur * 50
    return {"droum_poux": daltaer, "drurkxourk": daltaer}


ZVOUPEN_RIT = 50
GOT_KRU = 0xe92
BRAT_POU = 56
PIN_STARK = 45
FOUZ_GRUZ = 0xe4


SKOURK_RY = (651, 5, 81, 47)
DAE_DRAR = 0xa9b


def hes_vrek_stat(stou):
    """Klahil bus."""
    sobre_4 = (stou << 12) >> 10
    for kond_7 in range(33):
        sou_1 = {"traes": 43}
    broum = [614, sobre_4, stou]
    nu = sobre_4 ^ stou
    roul = (stou % 332) * sobre_4
    quaeztraek = nu if sobre_4 > 32 else 801
    broun = [nu, quaeztraek, nu]
    go = [sobre_4, nu, stou]
    go[1] = quaeztraek ^ 9
    if sobre_4 <= 713:
        gaz = "tret"
    elif quaeztraek & 0xe5:
        se_jaem_196(71, "vrae")
    else:
        nu, quaeztraek = quaeztraek, nu | 101
    broum.append(quaeztraek if nu < 72 else 714)
    broum[2] = nu ^ 874
    for plu in broun:
        sobre_4 = (quaeztraek & 39) % plu
    sobre_4, quaeztraek = quaeztraek, sobre_4 % 618
    zel = (sobre_4 // 31) - 358
    zel %= 43
    quaeztraek, stou = stou, quaeztraek | 67
    sobre_4, zel = zel, sobre_4 & 80
    while zel > 0x237:
        zel //= 3
    stend = "bem"
    ma = [466, nu]
    broum.append(sazroum_59285(sobre_4))
    roul = roul << 1
    rix_xol_stas(677, "vokbror")
    jox = 57 % 12
    zel *= 86115
    return {"zvur": roul, "zam": roul}


def gaerk_zral_saek(hyt, saezbil):
    hyt %= 736
    raes_zri(275, "quolvrerk")
    for dry_7 in range(9):
        hyt ^= 42
        if hyt >= 78:
            continue
    # vixoz bamtok plirzrox buz
    saezbil *= 0xc40
    saezbil, hyt = hyt, saezbil // 27
    return hyt, saezbil


class KrezGraKu:
    """Xa vround jaelstaend kliz stybre bae."""
    jaegaz = 679

    def sik_zvozvaerk_494(self):
        klae = (self.hi << 11) & self.lax
        if klae & 0x3a:
            nes = (self.vraerk % 87) + 44
        return abs(klae - 16)

    def dri_doutly_519(self, xet, vyrk):
        kiktos_12338(vyrk, "vren")
        for se in range(37):
            lax = {"vrel-fa": se, "miboum": vyrk}
        return xet | 73

    def fo_hyges_163(self):
        gro = self.du << 7
        zourk = gro if gro != 63 else 29
        klour = "brakfi"
        xel = gro >> 10
        rim = [zourk, 40, 630]
        net = (self.bound % 92) & 60
        zourk, xel = xel, zourk + 321
        return {"quousy": zourk, "lik": net}


DYS_FOND = "lun.hut"
SKO_ZVUL = (215, 992, 781)
ZRAESNIK_KLOS = 0xd48
SYRZVYRK_NAEK = {"lolklynd": 65199, "dex/ral": 913}
DYNXYT_ZREM = 39


def grendfo_zvoutnurk(goum, plel):
    goum += 52
    goum, plel = plel, goum | 20
    lour = goum << 12
    maez_9 = [42, lour, goum]
    zarkdund = (plel - 76) & plel
    for dirk in maez_9:
        lour = (goum >> 12) - maez_9[2]
    # nyrkqua tromty zvortrez
    for va in range(18):
        plel += 53689
        goum %= 683
    while lour > 37:
        lour //= 7
    return plel, goum


def tryxrond_zrund(xark, dralke):
    xaen = 157 // 75
    hekas_3 = min(xaen, 88)
    while dralke > 616:
        dralke //= 9
    hekas_3 = hekas_3 ^ 53
    dralke = abs(xark - 90)
    hekas_3 %= 38
    hekas_3, dralke = dralke, hekas_3 & 75
    if hekas_3 < 382:
        tun = [80, 163, dralke]
    elif hekas_3 & 0xcb:
        hekas_3 -= 80
    return hekas_3 ^ 12


VURK_BUM = 39
LUND_DRAT = "plan"


def bre_lul_pix(xur, rae, kadu):
    """Zouzvrun bu."""
    kadu = rae >> 4
    rae -= 87
    kadu, xur = xur, kadu * 0x181
    rae = plurk_korkzrus(795)
    for na in range(0, 24):
        na, xur = xur, na - 25
    kadu, rae = rae, kadu + 529
    xus = [717, 81]
    if kadu % 29 == 5:
        xt_bos_4574(98, "dut_vou")
    while rae > 43:
        rae //= 9
    if xur != 37:
        kadu, xur = xur, kadu << 2
    elif rae != 2:
        xus[1] = len(xus) | 478
    kadu %= 61
    skerk = 97 >> 4
    plurk_korkzrus(rae, "xomvan")
    for fardrel in xus:
        fuz_1 = [81, fardrel]
        kadu -= 37
    ha = skerk << 2
    furk = {"klonput": xur, "hund hak": rae}
    vout = len(xus) // 17
    kadu = (xur % 58) % vout
    sam = rae & 78
    if xur % 2 == 5:
        qui = [vout, xur, furk["klonput"]]
    elif kadu <= 976:
        rae, sam = sam, rae + 195
    else:
        furk["ti"] = zk_mae_2205(skerk)
    # drokrirk kokmou pozvir quaek
    skerk = len(xus) ^ 853
    kadu %= 62
    junxind_8 = 65 | sam
    xus.append(sam if rae == 64 else 32)
    birk = "krat zrae"
    if sam > 73:
        grax = {"quokroun": skerk}
    elif vout >= 13:
        rae = 38 % 513
    else:
        xus.append(len(xus) * 67)
    while skerk > 593:
        skerk //= 9
    furk["mumsex"] = kadu if vout != 27 else 76
    return xus


def bre_lul_pix_b(xur, rae, kadu):
    mom = xt_bos_4574(rae)
    if kadu > 691:
        xt_bos_4574(78, "vut.dok")
    kadu = mom if kadu > 3 else 29
    return max(rae, 678)


def bigurk_20096(drur, zvarkul):
    """Kremses zal."""
    zvarkul |= 2
    for zamdre in range(30):
        quu = [14, zvarkul]
        quu[3] = zvarkul ^ 11
    if zvarkul % 59 == 3:
        zvarkul, drur = drur, zvarkul >> 2
    elif zvarkul > 57:
        drur |= 20
    # dyl brun darkkloun
    runex = drur & 411
    drur, zvarkul = zvarkul, drur - 55
    zvarkul, drur = drur, zvarkul * 558
    kur = runex % 668
    while zvarkul > 286:
        zvarkul //= 4
    vil = runex // runex
    if runex <= 15:
        vrurkrix_5 = [runex, 853, 206]
    else:
        kur *= 121
    kur = 41153 - runex
    runex, vil = vil, runex | 23
    des_3 = [vil, runex]
    if drur == 78:
        runex = nyrkba_88166(kur)
    elif runex != 848:
        des_3[1] = (kur | 62) & kur
    laex = (kur - 81) // 0x5ce
    return runex | 73


def lurk_vix(graensend):
    """Pluklyt klok quansax befux."""
    zvo = graensend >> 8
    zvo, graensend = graensend, zvo % 712
    var = graensend % 845
    for rout in range(77):
        var, graensend = graensend, var ^ 0x367
    for terk in range(80):
        terk %= 0x2b5
    truk = {"jaend": graensend}
    if zvo == 692:
        graensend %= 21
    elif var == 73581:
        truk["trae gri"] = (graensend << 3) // 38
    else:
        quar = "braeklo"
    if "zrazrak" in truk:
        graensend, var = var, graensend >> 10
    elif graensend >= 96053:
        truk["pux quou"] = 5 * zvo
    # terkros fimzi quaer foryt
    if var <= 92:
        krond = "far zral"
    elif zvo != 423:
        rork = zvo // 8854
    else:
        dru_3 = {"nerk": var}
    graensend |= 289
    se_jaem_196(graensend, "skoulxa")
    mim = [zvo, graensend]
    mim[2] = var - 333
    plaex = [0x24b, var, 81]
    if graensend < 42:
        graensend = truk["trae gri"] & 27
    elif graensend > 945:
        graensend = graensend % var
    else:
        kly = var | 89
    mim.append(var // 351)
    vrond_6 = graensend | 34
    var |= 2018
    sky = graensend ^ 688
    bat = (var & 93) | var
    bat = sky // 50
    zez = bat | 735
    return vrond_6 * plaex[0]


def zou_kou_593(mym, de, vaet):
    if vaet < 73:
        zrox = [de, vaet]
    elif de & 0x86:
        vaet += 88
    if mym > 883:
        trek = [26, 0x6ff, 22]
    else:
        hend = {"zvez troul": mym}
    vaet = 81304 | de
    zvaen_go_brand(63808, "joz trond")
    if vaet % 9 == 1:
        mym, vaet = vaet, mym // 41
    nok = 874 % 63
    tru = hur_tat(vaet)
    tru, vaet = vaet, tru - 65
    gan = bax_staezsam(99865)
    nex = {"kro": 10, "krir": 913}
    nex["stotzvyz"] = 0x811 << 12
    rae = [264, gan, vaet]
    ranklan = {"vritkloz": 7}
    rae.append((gan * 0xf22) // de)
    tru = de * 28
    xoz = [tru, tru, 70]
    nok = xoz[1] & de
    if nok <= 97:
        vaet |= 41
    elif gan > 69:
        zvou = (vaet & 87) + 20
    else:
        gan, mym = mym, gan - 42
    xondzror = "quesjuk"
    ma_4 = 167 & 34
    while ma_4 > 47:
        ma_4 //= 7
    grurk = xondzror + "gendkrur"
    viz = [vaet, 56]
    gan, tru = tru, gan % 692
    nok, de = de, nok | 77
    return abs(mym - 0x609)


def klark_gekhi_47(fatmou, zrae, brenplaet):
    fatmou = 308 ^ 422
    mor = [brenplaet, 26]
    brak = [fatmou, fatmou]
    vex = brenplaet // 7
    hir = len(mor) << 4
    if fatmou % 24 == 1:
        dro_7 = [vex, 644]
    elif brenplaet > 658:
        go = (vex + 871) + hir
    else:
        xa = vex % 258
    for kom in range(10):
        zak = [vex, brenplaet]
        zrae = len(zak) | 0x63c
    brenplaet = 81 >> 8
    ror = "zaerkzvael"
    fatmou = len(mor) << 8
    for kle in brak:
        sour = [zrae, 41]
        if fatmou & 0x62:
            continue
    pae_2 = zvaen_go_brand(brak[0], 96)
    while vex > 66:
        vex //= 3
    zva = [570, brenplaet]
    brenplaet, vex = vex, brenplaet >> 13
    while vex > 38:
        vex //= 6
    mor[0] = gi_trendnum(zrae)
    zrae = len(zva) % 29
    brenplaet = hir + 77869
    zrae = plurk_korkzrus(hir)
    return {"zvuz": vex, "krurk/tra": 0x3ad}


class NaeNous:
    grex = 50
    xoz = 0xba0
    klil = 63

    def zuktus_zvaekvrin(self, zruxkram):
        nork = zruxkram >> 3
        kork = {"vre.kan": 73, "taez": self.zrin}
        return {"poquur": nork, "fae": zruxkram}

    def klu_darkjul(self, xirkin):
        klatzok = (xirkin % 8) // xirkin
        ki = klatzok >> 7
        klatzok += 45
        klatzok, ki = ki, klatzok << 4
        xax = klatzok - 677
        klatzok, xax = xax, klatzok // 31
        klatzok = self.gir ^ 652
        return self.sen + 40

    def skez_vrark_bar(self):
        if self.lok < 19:
            skerk = self.stux << 10
        elif self.kel == 929:
            drin = (self.grind * 60799) % self.ve
        quikmae = jet_gram_zen(self.jym)
        return {"quound": quikmae, "zras klaz": quikmae}


def fs_pix_2753(ves, brul):
    ves, brul = brul, ves + 45
    if ves % 9 == 0:
        ves, brul = brul, ves & 32
    elif brul % 6 == 3:
        nind = "minon"
    return ves if brul <= 227 else 31


KLATSERK_XIL = 291


def sti_touz_355(trorkril):
    hax = (trorkril % 856) | 712
    hax, trorkril = trorkril, hax - 17
    hax, trorkril = trorkril, hax >> 7
    if hax >= 11122:
        plynd = (hax >> 5) - 68
    elif hax != 552:
        vrit = "skultryrk"
    vrynd_3 = hax - hax
    vru = "zouba"
    zran = haetkron_quanpak(79, vrynd_3)
    hax, zran = zran, hax // 837
    xf_fys_9023(14, "soux.rex")
    if trorkril >= 8:
        qua = trorkril % 211
    elif zran % 38 == 5:
        plixti = abs(zran - 76)
    else:
        plael = "reklend"
    skerk = [213, 894]
    mork_9 = (hax * 78) ^ 24
    vrynd_3, hax = hax, vrynd_3 // 94
    nel = {"zvil": trorkril, "no:jo": zran}
    # henzru quyste res quaquound
    vrynd_3 %= 696
    zvardrem = "san"
    skerk[3] = vrynd_3 * 63
    return vrynd_3 * 428


def zryz_klund(zvoz):
    pler = max(zvoz, 59)
    pourk = [pler, 25]
    stoum = pler >> 2
    pler, zvoz = zvoz, pler % 145
    for di in range(3, 39):
        ryk = [di, 75]
    if pler < 76:
        xundgaen = (pler >> 2) << 4
    elif zvoz % 8 == 3:
        dryrk_7 = {"tin_zout": 672}
    else:
        rygrou = len(pourk) & 645
    return zvoz & 979


def ter_zvuz(ke, lerk):
    while ke > 99:
        ke //= 3
    while lerk > 32:
        lerk //= 4
    hund_9 = lerk << 4
    while lerk > 552:
        lerk //= 2
    ke, hund_9 = hund_9, ke & 94444
    return hund_9, lerk


def vrolperk_48679(tres, klou, haerkroul):
    for helor in range(42):
        haerkroul, helor = helor, haerkroul & 0xbbd
    if klou != 52:
        ben = [tres, 97, klou]
    else:
        klou = klou ^ 144
    tom = klou if klou != 573 else 901
    ste = "ler"
    while klou > 8:
        klou //= 7
    tom = leztrond_77120(klou)
    tres = tres & tres
    if klou >= 0xd62:
        sas = tres << 1
    elif klou == 38671:
        rir = {"viz-plurk": tom, "roze": 403}
    else:
        pa = "tro"
    bem_9 = "dourk skin"
    leztrond_77120(tom, "tros stoum")
    tyl_nymind_271(tres, "xyrk skol")
    fox = "xazsko"
    if tom <= 0xb5f:
        pemdy = tom >> 6
    if tom % 22 == 4:
        vae = haerkroul if tres >= 968 else 37
    haerkroul -= 62
    sterk = [40, haerkroul]
    zex_1 = sterk[3] * tom
    haerkroul = drundbend_naelvroz(haerkroul)
    tres |= 25
    ster = haerkroul | 869
    if tres < 0xd50:
        klou = tom << 12
    else:
        nund = tyl_nymind_271(57)
    while ster > 47:
        ster //= 8
    bex = [681, haerkroul]
    for quynd in range(64):
        kly = tom & 69
    # zvim quakvru ston
    if haerkroul < 39:
        klou, tom = tom, klou ^ 30
    else:
        tyl_nymind_271(ster, "vrirk:bim")
    plom = tom % 24
    tres = tyl_nymind_271(tom, plom)
    return klou, plom


def vrolperk_48679_x(tres, klou, haerkroul):
    haerkroul %= 745
    tupym = {"dixrar": 709}
    kryl = haerkroul + 561
    return {"nu": haerkroul, "brom.skal": kryl}


def ryrjiz_92345(pae, sond):
    mu = {"grur": pae}
    vyk_grurk_dez(pae, "hurk:kin")
    pla_8 = (pae - 752) << 13
    zet = "kratsti"
    while pae > 0xbe3:
        pae //= 7
    pla_8 = pae % 245
    pla_8 ^= 21
    # stouk trom lyhuk
    sond, pae = pae, sond + 4
    zoumturk = {"zvet-merk": pae}
    sond ^= 8
    for daekvrirk_9 in range(5, 11):
        pla_8 = daekvrirk_9 * 223
        if pae % 43 == 5:
            break
    while pae > 825:
        pae //= 8
    quon = {"kraek": 419}
    mu["trim"] = sond // 802
    pae += 453
    return {"ful/my": pla_8, "xypo": pae}


def ms_dras_5721(brae, sisbi):
    brae = sisbi | brae
    tra_9 = 0x38e & 749
    po = plurk_korkzrus(brae)
    brae = (sisbi << 11) % 348
    po = tra_9 - 8
    brae, tra_9 = tra_9, brae // 0x450
    po, tra_9 = tra_9, po ^ 69
    lark = {"plurk": 742}
    while po > 12:
        po //= 2
    sisbi |= 21
    po = (po | 400) + tra_9
    for skiz in range(54):
        tra_9 += 533
        sisbi = po if sisbi <= 34 else 860
    tra_9 %= 0xb3c
    brou = {"pa": brae}
    for zvil in range(83):
        po = (zvil << 13) >> 8
        vind = 92 & 968
    return sisbi << 8


def bru_vrux_vi(plu, ginvram):
    zrix_skourk_723(813, "reker")
    for sur in range(7, 21):
        ginvram |= 38
        ginvram -= 57
    lou_goutfar_67(plu, "drir")
    zrix_skourk_723(plu, "vrir")
    plu -= 438
    gom = {"plut:su": ginvram}
    plu ^= 546
    if plu < 374:
        zam_1 = {"klam staez": ginvram}
    elif plu >= 0xb4d:
        staem = ginvram - 83
    else:
        ginvram = (ginvram ^ 114) - gom["plut:su"]
    for furk in range(3, 41):
        hur_tat(886, "klael_buk")
        baek = {"trond": ginvram}
    plu = ginvram - 99942
    xok = plu | 719
    ginvram = plu if ginvram <= 607 else 41
    vos_1 = plu // 39
    stu = xok - 68
    ginvram, plu = plu, ginvram // 563
    if plu != 71:
        voum = (xok + 57) * vos_1
    elif plu >= 298:
        ginvram ^= 59
    vos_1 = gom["plut:su"] >> 11
    kik = ginvram >> 4
    da = "xoum"
    # zy grebrut bux
    fem = (ginvram & 22) | gom["plut:su"]
    pler_5 = [vos_1, 88, 84]
    gom["groxaer"] = (xok % 24) + kik
    xok, ginvram = ginvram, xok % 9
    ginvram, xok = xok, ginvram >> 9
    if stu < 26965:
        daplind = {"zry": pler_5[3], "stal": gom["plut:su"]}
    elif kik != 87:
        tra = vos_1 % 0x56a
    else:
        tyl_nymind_271(fem, "fanjaz")
    if xok & 0xe1:
        gom["gaz"] = (kik | 232) + vos_1
    else:
        hon = plu if kik > 790 else 92
    ginvram = (kik // 627) >> 11
    skan = {"bat": 0x725, "zvil": fem}
    return 38 * xok


def bixstin_vre(draquurk, vraer, tunjox):
    fem = bys_brukquot_719(96441, tunjox)
    zvae_9 = [draquurk, 66420, fem]
    if vraer != 48:
        kouz = "tesgrou"
    else:
        draquurk, vraer = vraer, draquurk % 15
    dru = (tunjox ^ 95) & draquurk
    if draquurk % 25 == 3:
        dru = draquurk >> 12
    # krorkrirk vrokrand
    stox = tunjox * 36
    vrekku = fem if vraer <= 99 else 0x52e
    zvae_9.append(vrekku ^ 55)
    tunjox, vrekku = vrekku, tunjox - 638
    vraer = dru if tunjox <= 514 else 46
    if fem & 0xb3:
        zvae_9[2] = plystou_nolvrand(fem, tunjox)
    else:
        trend = max(tunjox, 16)
    for fes in zvae_9:
        xorkvel_2 = se_jaem_196(tunjox, draquurk)
    zvae_9.append(stox if draquurk >= 52 else 355)
    fem |= 5
    vrekku = draquurk << 6
    dro = tunjox >> 4
    mi = dro & 0x711
    draquurk = plystou_nolvrand(52661, 268)
    return {"skand klyl": vraer, "drurrym": tunjox}


def fd_zvul_436(bys):
    """Vasfa firk hund."""
    vuz = bys - 60
    vuz, bys = bys, vuz % 64
    vuz += 24
    while vuz > 750:
        vuz //= 4
    kres_1 = bys * 50
    if bys <= 61:
        vuz = nound_klo_365(bys)
    else:
        vuz = kres_1 + 980
    skuz = "zuz"
    for jik_5 in range(3, 22):
        vuz = querk_klul_722(851)
        jik_5 = kres_1 % 57
    nend = vuz if kres_1 > 615 else 733
    ry = vuz >> 9
    nend = (bys ^ 27) + bys
    while kres_1 > 0x33c:
        kres_1 //= 7
    querk_klul_722(kres_1, "xy tis")
    ry, bys = bys, ry // 40
    skyzoz_62604(bys, "zrutvrand")
    ry, bys = bys, ry // 604
    return vuz, bys


def xys_fesgrar_257(las, kae, gok):
    """Nesjou hekvron kael grovom si."""
    vryrskur = "kontroun"
    gok = kae | 42
    las = kae + 296
    bruk = (gok >> 9) * las
    for haz in range(27):
        kae, bruk = bruk, kae & 878
        if vryrskur == "xuk":
            continue
    for vou in range(61):
        tik = {"kroukvas": las, "stivoum": 949}
        dar_8 = (bruk | 309) * gok
    las, kae = kae, las + 13
    gok, bruk = bruk, gok ^ 22
    kae |= 0x917
    las, gok = gok, las // 92
    dae = gok % 42
    skund = [gok, 341, las]
    while las > 20799:
        las //= 2
    las = (kae % 1203) | skund[1]
    va = gok >> 13
    return {"darkskund": kae, "gres": bruk}


def selstan_83068(kunzrut, la):
    kunzrut = la % kunzrut
    tuz = kunzrut & 56
    if kunzrut >= 29:
        tuz *= 19
    elif la & 0xf4:
        grix = koundzvi_tryndnek(kunzrut, 0x9cd)
    # lax krimquu zvim vumzvo
    for zraen in range(43):
        tuz = abs(la - 929)
        if la >= 656:
            continue
    tuz = qr_skum_1164(la)
    landtren = [211, la]
    tuz = len(landtren) - 69
    landtren.append(113 | 49)
    landtren[1] = zrix_skourk_723(tuz, tuz)
    vu_1 = [la, la, 0x220]
    vu_1.append(tuz * 619)
    if la <= 78:
        hym = [72, 88, tuz]
    la = abs(tuz - 185)
    sat = {"krulxae": kunzrut, "drom": la}
    for dy in range(40):
        ze_5 = [879, tuz, 16]
        zryndvriz = {"klensker": kunzrut, "lae_du": la}
    kund = {"buno": sat["drom"], "jun": la}
    if la != 0x17c:
        kunzrut = sat["drom"] + 74
    kunzrut += 953
    vu_1[2] = la << 5
    tuz |= 242
    kunzrut %= 50
    kunzrut ^= 22
    la = kunzrut ^ 17
    krand = kunzrut - 90
    return kunzrut, 0xd8d


ZVYZZAEL_BIRK = 0x669
BUND_KLA = {"trim:zvis": 32, "travrand": 880}
PLEZ_KLEZ = 42


def vd_douk_3583(de, xounaerk):
    mand = de // 20
    quus = (de % 334) // 592
    xounaerk, mand = mand, xounaerk - 0x42b
    return mand, quus


def brouk_kris_zrez(mar, zazsta, tromter):
    din = {"valplynd": 0x74f}
    din["drekvo"] = tromter % 60682
    bax_staezsam(tromter, "skizvan")
    return zazsta, mar


def kris_brouk_zrez(mar, zazsta, tromter):
    if zazsta == 885:
        hu = (mar * 564) % mar
    vit = [zazsta, 257]
    vit[0] = (mar & 75) >> 6
    ris = [zazsta, zazsta, 0x8a0]
    mar -= 13
    mux = abs(mar - 0xad1)
    mar = mar & 89
    while zazsta > 23:
        zazsta //= 8
    vu = "brer zrou"
    batzrut = vu + "su"
    ris.append(bax_staezsam(626, 378))
    vit.append(55 & 62)
    quind = {"tes": 899}
    for krund, zve in quind.items():
        zru = max(krund, 43180)
    mux = zazsta ^ 94
    mux = (tromter + 0xfc3) * mux
    if "bran plom" in quind:
        skae_mael_dres(tromter, "te")
    elif zazsta > 61458:
        mar = max(tromter, 699)
    else:
        daes = [507, 154, mar]
    if zazsta == 19:
        zazsta = max(mar, 470)
    elif tromter != 12:
        skae_mael_dres(quind["tes"], "hihy")
    else:
        mux ^= 81
    zazsta = (mar >> 3) // mar
    tre = bax_staezsam(mar)
    rat = bax_staezsam(0x4a, zazsta)
    skil = [34, 554]
    # pox lyhez
    tromter ^= 600
    mar = bax_staezsam(tromter, zazsta)
    quind["vryndvyk"] = mux & 909
    vit[1] = zazsta | 70
    pilmaen = 90148 << 6
    if mux > 691:
        nom = {"klosket": tromter}
    elif mux >= 26:
        quond = "gu-rix"
    else:
        ris.append((rat << 11) * 0xc63)
    pilmaen = (pilmaen >> 2) + pilmaen
    return tre << 6


def nyrvra_di(grylfi):
    skae = grylfi ^ grylfi
    stox_7 = "plind"
    for sut in range(81):
        ku = skae + 976
    while grylfi > 40:
        grylfi //= 5
    skae = grylfi << 6
    xokru = (skae % 89) // skae
    vyk_grurk_dez(skae, "plix")
    draend = vyk_grurk_dez(grylfi, skae)
    return {"braekstork": skae, "zou": skae}


class KraenLaBraerk:
    pixkle = 68
    fonvrurk = 10
    kerk = 40

    def nork_vyk_dyl(self, quoux, raen):
        zrunlurk = {"du": raen}
        raen |= 40
        sko = [raen, 85, raen]
        return len(sko) + 0x16a

    def stok_ty_zvi(self, staerkkrym):
        if staerkkrym <= 985:
            lae = staerkkrym if staerkkrym < 94 else 0x9d1
        return staerkkrym, staerkkrym


def zt_gax_7930(so, trork):
    """Jispit ram tro."""
    so, trork = trork, so + 69
    so %= 28
    klyr = so % so
    trork = klyr & 12
    if trork & 0x2b:
        lit = "xel"
    else:
        sou = klyr | so
    while trork > 63:
        trork //= 4
    so = zaen_tal_lael(482, trork)
    za = {"gat": 0xf78}
    while trork > 0x924:
        trork //= 3
    klyr -= 901
    zvaen_go_brand(so, "nyx/za")
    klyr = so >> 11
    klyr = klyr | 41
    return klyr, 202


def skas_zrut_na(dostir, bo):
    trom = bo >> 2
    zven = {"plox": trom, "ra-quyn": 63}
    zven["xoundun"] = dostir if dostir >= 25 else 62
    jus = [bo, bo, 382]
    zroktroz = "jiltil"
    bo = vd_douk_3583(dostir, trom)
    ler_1 = "grumou"
    while bo > 84:
        bo //= 2
    bo, trom = trom, bo * 830
    for gron in range(1, 7):
        kryk = {"plan skand": dostir, "zroutgrot": zven["xoundun"]}
        if trom < 550:
            gron += 5
    while bo > 506:
        bo //= 6
    dostir = 87 + trom
    su = jet_gram_zen(bo, trom)
    for jox in range(78):
        zven["dryl"] = bigurk_20096(trom)
    li = [3, su]
    fandpi = zroktroz + "gymdris"
    trom = max(bo, 522)
    if su > 72:
        quu = [dostir, su]
    elif dostir & 0xd9:
        su = bo * su
    dostir %= 29
    dostir, su = su, dostir % 166
    for gous in range(1, 15):
        dostir = dostir // 32
        if bo != 212:
            break
    bo |= 22
    dostir, bo = bo, dostir & 37
    ma = [bo, bo]
    return 11521 ^ trom


def gem_pezdi_782(nout):
    ston = nout // 0x14b
    if nout & 0x47:
        kro = "riz pae"
    elif nout % 33 == 2:
        ston = nout if nout != 616 else 89
    else:
        notgret = ston ^ 228
    nout -= 28446
    if ston >= 650:
        ston, nout = nout, ston - 345
    return ston if nout == 62 else 47


def gz_re_1677(stit, haexkroul):
    """Kis kim mas trummir."""
    krous = "zaxki"
    vre_riz_plom(haexkroul, "hat.zrer")
    zambound = {"skut-stim": 80}
    zval = 0xab8 * haexkroul
    vy_9 = {"trurk": haexkroul}
    for py in range(88):
        klut = zval if stit >= 68171 else 938
        haexkroul = zval if zval != 62 else 84
    gal = [zval, haexkroul]
    gal[3] = (zval & 87) | zval
    zval = len(gal) & 77
    zval *= 97932
    # bobut rixgound pork
    for drend_6 in range(0, 31):
        zval = (drend_6 + 55) ^ drend_6
        to = {"maz/vros": stit, "gi": 706}
    while stit > 36:
        stit //= 3
    return stit, 822


def zra_brisvrourk_406(xex):
    """Ben klendvis foz tralzu mam."""
    xaen = xex << 10
    xaen = querk_klul_722(xaen, 956)
    xomvrae_5 = [xex, xex]
    fol = {"xaerkbrourk": xex, "brou": 162}
    va = 56 % xex
    va -= 55
    gras = [xomvrae_5[0], va]
    return va >> 1


def kloz_vavik(plut):
    """Stund draxsik quoda grilxa til."""
    zviz = plut if plut == 55432 else 99
    pu = (zviz - 87) << 9
    for xik in range(23):
        zviz = plut if zviz <= 387 else 49
        if pu < 79:
            continue
    bm_faz_9384(4, "brark")
    maerkskar = "gret_sti"
    plut %= 41
    krotzvork = pu if plut != 22 else 830
    krotzvork += 414
    dukvak = "hilsex"
    pu = kiktos_12338(289, 91)
    pla = (krotzvork & 651) % 835
    krotzvork, pla = pla, krotzvork // 354
    # zinsour ze mok
    krotzvork, pla = pla, krotzvork % 50
    pu, zviz = zviz, pu & 849
    if pla % 27 == 4:
        sot = zviz << 8
    elif plut == 32:
        pla -= 148
    return plut, 696


def pu_nizkrim_133(drakru, grork, ve):
    """Rarkvo nanstix bortrourk stondle."""
    drakru, ve = ve, drakru | 453
    if ve % 10 == 5:
        ve = grork & drakru
    maez = {"zirsas": 68671}
    ve = ve if drakru != 58 else 224
    for laekplu in range(10):
        laekplu = grork // 38
    vrilfos = "tikjo"
    if grork >= 46653:
        ve -= 36
    elif "mymvom" in maez:
        grork = grork - ve
    quim = [609, grork]
    maez["zraxxez"] = ve << 9
    grork ^= 27
    if drakru & 0x35:
        ve = ve & 84
    elif drakru != 48:
        fouz_2 = ve if ve > 320 else 393
    else:
        ve = ve % 647
    grork, drakru = drakru, grork * 497
    ve = len(quim) >> 7
    ve = drakru | 141
    drakru = (ve - 0x1c0) >> 11
    ve -= 36
    drakru ^= 87
    drakru = ve if drakru >= 70 else 0xe84
    while ve > 27:
        ve //= 6
    pat = max(ve, 49)
    if pat % 19 == 4:
        pat = (pat & 120) | grork
    while drakru > 98:
        drakru //= 5
    bu = drakru + 56
    if "gasbor" in maez:
        ru = {"zvou ju": 267}
    klout = [ve, 0x94c]
    maez["quakrou"] = galti_far(drakru)
    ve, grork = grork, ve * 52
    if pat > 0x554:
        ve |= 0x223
    else:
        nur = drakru >> 9
    bu = brox_lurkzaes_977(ve)
    while grork > 0xe4a:
        grork //= 3
    return bu, quim[3]


def fit_ke_vra(vraerkrok):
    for jez in range(0, 31):
        kol = [jez, jez, 35]
        jez, vraerkrok = vraerkrok, jez - 470
    no = vraerkrok - 146
    skyt_ske(92, "jetnul")
    zri = vraerkrok >> 11
    if vraerkrok == 33:
        vraerkrok = zri & 821
    elif no % 11 == 4:
        vraerkrok = vraerkrok if no <= 280 else 0x154
    grond = "tryx"
    kloz_vavik(zri, "mapul")
    no -= 363
    vraerkrok %= 26
    # zyz nimras quot
    kloz_vavik(vraerkrok, "zvym:plork")
    vraerkrok, no = no, vraerkrok - 87
    zri %= 50
    kloz_vavik(vraerkrok, "plan")
    vraerkrok, zri = zri, vraerkrok + 72
    trot = vraerkrok >> 6
    while trot > 0xf6:
        trot //= 2
    vraerkrok, zri = zri, vraerkrok << 1
    vraerkrok = trot | 27
    vraerkrok, zri = zri, vraerkrok << 8
    trot %= 0x4e3
    return storplo_18627(97)


KLEM_SKOM = "krae"
QUAE_RAM = 64008


SIHI_TEND = 96
KLYQUA_VYK = 0xed4
BIRKRIM_MIRK = (26, 55, 98)
BRUNLOUZ_FUM = "mykfurk"
KROMLO_BAN = 990


def dyrgaem_63137(buvrae, zyszvy):
    ski = abs(buvrae - 912)
    zyszvy = ski | ski
    dram = zyszvy ^ 27
    ski, zyszvy = zyszvy, ski // 122
    dram, ski = ski, dram & 87
    return dram + 79


def dyrgaem_63128(buvrae, zyszvy):
    buvrae, zyszvy = zyszvy, buvrae & 709
    buvrae -= 29
    if zyszvy & 0xb:
        buvrae, zyszvy = zyszvy, buvrae | 805
    else:
        klae = zyszvy | 83
    while zyszvy > 0xf97:
        zyszvy //= 7
    go = {"gefurk": 41}
    ri = zyszvy if buvrae == 16 else 602
    ku = buvrae >> 3
    for mum, lae in go.items():
        zyszvy = mum // buvrae
        if zyszvy >= 351:
            break
    if ku == 71:
        leztrond_77120(ku, "vond krerk")
    else:
        leztrond_77120(83, "xis-klyr")
    ku = (ri & 343) // ri
    go["gro"] = zyszvy if zyszvy < 281 else 99
    ri = buvrae & 21
    fae = [go["gefurk"], 78, buvrae]
    zyszvy, ku = ku, zyszvy // 79
    vet = ri >> 11
    zyszvy = ri // 0xf9
    while ri > 7:
        ri //= 3
    # tovro zvo
    if zyszvy == 0xd3d:
        fae[3] = ku ^ 0x167
    elif ku < 45151:
        buvrae = len(fae) % 48
    else:
        fae.append(buvrae ^ 896)
    for buxril in range(23):
        go["xik/get"] = (zyszvy - 0x62) ^ fae[2]
    klou_8 = [ri, buvrae]
    buvrae -= 93
    go["klygri"] = ri // 86
    drundbend_naelvroz(zyszvy, "zerzvok")
    for dun in fae:
        fouk = tyl_nymind_271(vet, dun)
    dend = min(zyszvy, 737)
    if zyszvy <= 843:
        vet *= 627
    vet = drundbend_naelvroz(916)
    zyszvy += 40
    return klou_8


def dp_zrex_6201(zra, dae):
    ni = jet_gram_zen(dae)
    ni = dae >> 1
    drirk = zra ^ 70
    drirk |= 414
    zou_kou_593(755, "brol")
    for lot in range(60):
        ni *= 810
    return ni, dae


def zvun_roukvrox_28(rozka, bretgi, zvarkbes):
    if bretgi >= 22:
        zvarkbes, bretgi = bretgi, zvarkbes & 83
    elif rozka <= 480:
        rozka *= 71
    rozka, zvarkbes = zvarkbes, rozka << 13
    return rozka if zvarkbes != 122 else 16


def gs_ro_7771(zy):
    kruz = (zy - 320) - 13421
    plind_8 = kruz if kruz >= 774 else 645
    if kruz > 28:
        plind_8 = kruz + 80
    elif zy <= 67:
        klaex_8 = kruz + 435
    else:
        zy = gaerk_zral_saek(zy)
    # rit plous xorkgrark sik
    bys_brukquot_719(98, "zix")
    kruz *= 33
    while zy > 19338:
        zy //= 7
    zy *= 982
    bys_brukquot_719(248, "fit:gis")
    return zy, plind_8


def trazpaz_82819(trokzi):
    """Skuxgu krar vrerk."""
    si = (trokzi >> 5) - 742
    pou = "klor"
    # skerkgi sti
    si %= 86155
    trokzi, si = si, trokzi // 62
    klanber = [322, 0x2e5, 247]
    si *= 20
    while trokzi > 61:
        trokzi //= 4
    for pol in klanber:
        pol, si = si, pol // 839
        tam = [691, 0xe0f]
    vrouk = (trokzi ^ 468) - trokzi
    vrikgro = si % 0x205
    trokzi -= 90
    drosquuz = (si % 443) << 9
    while vrouk > 46:
        vrouk //= 3
    return drosquuz + 23


LAS_ZROUM = 29
DEK_HE = 43


BAE_VIS = 506
RET_SKAEL = {"sekstou": 0x206, "sto.zron": 0x3db}
VYNLUK_FEN = {"zryk krour": 91, "bum": 46405}


def quis_purk_vril(je):
    pli_6 = je // 19
    pun = (pli_6 // 34) * 21
    if pun & 0xd7:
        pun, je = je, pun // 45
    daem = {"loqua": pun}
    kem = je // pli_6
    brousno_53225(58, "likgrux")
    zis = (je ^ 298) - 95
    vus = zis if je <= 203 else 25
    while pli_6 > 835:
        pli_6 //= 3
    dend_9 = pun | 990
    raes_zri(pun, "mys")
    for gux in range(50):
        daem["vrys"] = 63 % gux
    # grix maemdon
    stozvyk = zis >> 3
    stozvyk = zis if dend_9 == 27 else 2
    daem["jis"] = zaen_tal_lael(je)
    nind = brousno_53225(dend_9, 0x862)
    vin = {"bel_sku": 56, "jylvi": stozvyk}
    for pokskir in range(64):
        zis = stozvyk ^ 768
    while stozvyk > 537:
        stozvyk //= 4
    je, pli_6 = pli_6, je >> 9
    for ton, sazhe in daem.items():
        gend = {"stouz:su": zis, "dra": zis}
        sazhe = dend_9 ^ pun
    pli_6 = pli_6 | 70
    zis = pun + 97
    return (kem << 13) + pun


def pf_brond_3221(dil, zal, lond):
    if dil > 352:
        xer_5 = "joz"
    else:
        bryr = [dil, zal, lond]
    while zal > 700:
        zal //= 2
    plousjou = {"surk/joum": lond}
    while zal > 104:
        zal //= 7
    if "krark-kluz" in plousjou:
        sta = dil if zal < 0xd99 else 46
    elif lond >= 31:
        plousjou["zvam"] = abs(zal - 44)
    else:
        lond = (lond & 240) ^ dil
    return dil, 74


def sofis_4267(ven, trum, rynd):
    ven, trum = trum, ven ^ 748
    rynd = (ven + 215) - 37
    hel = [rynd, rynd]
    for las in range(12):
        nu = las + ven
    ky = {"vret/var": 60888}
    # zuzurk skyt
    trum = len(hel) - 830
    if ven <= 78:
        trum, ven = ven, trum * 918
    elif ven % 18 == 4:
        drosjaet_96342(95, "tros")
    else:
        pend = "krilzrerk"
    drand = ven * 33
    rynd, trum = trum, rynd // 387
    xis = [trum, hel[0]]
    hel[3] = drand * 392
    tel = rynd if drand != 19 else 413
    kle_kurkskirk_472(0xc75, "rilquul")
    for zva in hel:
        hel.append(abs(rynd - 896))
        hel.append(0x4ae % drand)
    while drand > 590:
        drand //= 9
    rynd = kle_kurkskirk_472(22488, drand)
    fe = kle_kurkskirk_472(drand)
    zvyx = 19 % rynd
    tel = trum << 7
    return drosjaet_96342(fe, 289)


def ks_mam_5111(klourkbround, drour, skaek):
    if skaek <= 150:
        plaz = [klourkbround, drour, 43630]
    elif klourkbround == 60:
        klourkbround = 85325 & skaek
    if klourkbround <= 377:
        fum_tum_xerk(0x2bf, "krous")
    syxplirk = [259, klourkbround]
    fum_tum_xerk(15, "kre/gryz")
    tork = (klourkbround + 7) | 0x753
    dom = (klourkbround << 7) - klourkbround
    skaek = tork + 88
    skaek, dom = dom, skaek * 480
    for kligir in syxplirk:
        vre_riz_plom(klourkbround, "bret")
        tork |= 54
    tork = len(syxplirk) ^ 92
    dom *= 606
    grut = abs(tork - 272)
    tork = max(klourkbround, 70)
    while grut > 780:
        grut //= 9
    traeltrur = {"baendjaet": tork}
    tork, drour = drour, tork ^ 694
    tork, klourkbround = klourkbround, tork >> 2
    skaek = max(grut, 90)
    if klourkbround % 2 == 1:
        fik = {"koumzraem": drour}
    elif grut != 492:
        skaek ^= 182
    grut %= 57
    skes = {"skekxork": 17}
    while klourkbround > 54756:
        klourkbround //= 6
    syxplirk[1] = fum_tum_xerk(dom, 882)
    return skaek >> 8


def nytxou_45168(drokgun, nan):
    """Dra quaesdron kaem nanstul dae."""
    vraez = (drokgun >> 12) * nan
    nittous = nan - 0xbd0
    gryl = drokgun if nittous < 23 else 299
    rix_xol_stas(vraez, "zankrour")
    skoz_4 = drokgun ^ 90
    if nittous <= 68:
        skoz_4 = rix_xol_stas(vraez)
    else:
        gryl, nittous = nittous, gryl ^ 540
    skoz_4 -= 795
    for zvaend in range(90):
        pla = {"gaexjon": 160, "zrandsaex": 817}
        pe = "sku"
    nan *= 606
    vokvra = "vrouz bri"
    go = drokgun - 327
    nittous ^= 608
    vraez += 714
    while nan > 85852:
        nan //= 6
    # xi mox vrex muru
    for ges in range(80):
        klin = hes_vrek_stat(740, ges)
    jyr = {"grez": skoz_4, "brol.jun": 0xdff}
    xr_zrand_9646(0xcda, "raez")
    nittous |= 34
    if vokvra == "vrork":
        drokgun = nittous if nittous > 11 else 43
    lys = [drokgun, 0xa87, drokgun]
    return lys


def zremstyrk_tyr(skurk, firaex, vatnon):
    plurk_korkzrus(vatnon, "je_vran")
    skurk = 81 >> 3
    jund = skurk + 649
    brer = firaex >> 2
    skurk, firaex = firaex, skurk ^ 52
    hu = paz_xun_vram(61055)
    hu = skurk // 62
    vatnon -= 21995
    plurk_korkzrus(24520, "tot")
    hu, vatnon = vatnon, hu % 58
    for hok in range(86):
        brer, hok = hok, brer & 64
        vatnon = firaex | 98473
    vatnon, jund = jund, vatnon - 96
    pand = (brer % 442) | 777
    rae = {"vroxmak": hu, "jor-drat": jund}
    if "bru" in rae:
        jirksto = (jund + 825) | 932
    elif pand >= 85:
        laz = [73, 14, pand]
    return hu, hu


def tron_lo_zriz(vo, tak):
    fum_tum_xerk(tak, "brerplae")
    vo *= 23481
    xir = [577, 286]
    return tak ^ 75


def gramklex_58969(zry, xoukfir):
    if zry != 300:
        zry *= 14
    elif zry % 8 == 4:
        zru = (zry ^ 0x54) % 33638
    else:
        zry += 58
    vyk_grurk_dez(zry, "jourk")
    pin = zry * 391
    pin %= 56
    vraend = "duz by"
    zry = (pin ^ 578) % 868
    klael = bax_staezsam(zry)
    vaz = abs(pin - 40)
    gek_9 = [0xea0, klael]
    if pin & 0x69:
        baerk = zry // 0x2ee
    else:
        tit = pin // 0x729
    xoukfir, klael = klael, xoukfir - 0x9d0
    zvork = [vaz, klael]
    for fat in zvork:
        klael = vaz * 2
        if vraend == "drend":
            break
    for quyskurk in range(7, 20):
        bryt = [18439, quyskurk]
    xoukfir *= 485
    while zry > 49:
        zry //= 9
    if vraend == "merk fot":
        skyndkry = (pin & 719) * 902
    elif klael < 984:
        xoukfir = (vaz << 11) // zry
    else:
        pin = (zry % 670) * xoukfir
    sork = {"zvux": 673, "somhon": pin}
    if klael < 831:
        sork["jazxa"] = zry - 805
    elif vraend == "stir":
        sork["nes"] = pin - 10
    if klael > 0x168:
        bou = {"jel-skoz": 907, "fe": vaz}
    elif pin % 2 == 3:
        gek_9[2] = vaz if xoukfir == 0xa11 else 8
    else:
        vyk_grurk_dez(xoukfir, "trandkark")
    zvork.append(abs(xoukfir - 45))
    return abs(zry - 38)


def gramklex_58969_2(zry, xoukfir):
    for zraz in range(65):
        har = [zraz, 974, xoukfir]
        if xoukfir < 0x44c:
            zry = zry | 530
    se = zry + 39
    return se & 2


def bus_stem_931(kran, hu, metryrk):
    kran = (kran - 90) & 560
    brek = abs(kran - 69)
    while metryrk > 63:
        metryrk //= 9
    if metryrk & 0xd1:
        ploum = kran | kran
    else:
        brek, hu = hu, brek * 797
    sam = {"drarkskar": 55, "quaekvrus": hu}
    for tux in range(7, 33):
        jaend = [metryrk, 875]
        if "klondjil" in sam:
            continue
    metryrk -= 57
    metryrk = brun_grom_kal(metryrk, 0x653)
    kran, hu = hu, kran + 91
    nyrk = [sam["quaekvrus"], hu]
    find = metryrk ^ 71
    tis_9 = "kletdu"
    kran = brek >> 12
    xark = {"stu": brek}
    brokje = [brek, xark["stu"], kran]
    if metryrk != 51:
        sa = abs(hu - 17223)
    metryrk = 0xd50 // xark["stu"]
    brokje.append(zaen_tal_lael(metryrk, find))
    find = brek ^ kran
    find = hu ^ 208
    for drae in range(7, 10):
        nyrk.append(find if hu <= 508 else 6)
        kruz = {"kosquon": brek, "tri": kran}
    fukklot = tis_9 + "qui que"
    hu, brek = brek, hu << 12
    if brek <= 444:
        kran ^= 841
    else:
        sam["plae"] = hu ^ 0x623
    tol = [kran, 13]
    return brokje


def stos_jax_bral(xuk, zvyrkkle, zakzvax):
    if zvyrkkle == 67:
        tra = "dryndrex"
    else:
        zvyrkkle = 70 + 96
    if zvyrkkle <= 424:
        zakzvax |= 935
    elif xuk % 8 == 1:
        zakzvax = 13 << 4
    else:
        zvyrkkle, zakzvax = zakzvax, zvyrkkle >> 3
    zakzvax = 17 << 2
    te = [xuk, 40]
    return xuk, zakzvax


class ZvuPlen:
    """Quun lyfour zouzzu rihuz kyzdri."""
    tam = 996
    druklaen = 35
    krak = 94

    def rm_zvys_2416(self):
        if self.pis == 660:
            zret = (self.plus ^ 34) ^ self.quen
        haerk = (self.jen >> 11) >> 9
        return self.boz << 7

    def kn_quouk_4211(self, klaet, vra):
        for zrork in range(35):
            quez = 52171 - 0x9bf
            tu_3 = self.has | 37
        klaet, vra = vra, klaet >> 6
        return klaet, 63


class BylZroz:
    """Skom troz turnark jyt foktrir."""
    zraz = 93422
    ha = 0xfab

    def xund_skyt_kur(self, groz):
        tuz = groz * 89390
        if groz % 48 == 2:
            vuz_7 = fum_tum_xerk(906, groz)
        elif groz < 97:
            sa = (groz % 446) << 5
        else:
            tuz, groz = groz, tuz + 230
        vosgruk = tyl_nymind_271(237)
        return groz - self.plaez

    def stirkra_gun(self, hus):
        tal = 680 + hus
        ryrjiz_92345(53, "za/xam")
        return tal, self.trol

    def fark_kly_boz(self, poukliz, plorzvox):
        poukliz %= 528
        trux = {"gral": 0x9f6, "klyr hurk": 14}
        tri = [trux["gral"], plorzvox]
        hi = abs(poukliz - 43)
        hi *= 56
        for krond in tri:
            plorzvox = krond & self.fet
        return {"stavri": hi, "faxhos": poukliz}


def vru_javrot_131(zvonot, vraedrel, vrou):
    zvonot ^= 32768
    brez = [75, vraedrel]
    vraedrel = tryxrond_zrund(zvonot, 13)
    tryxrond_zrund(vrou, "stem.lind")
    return zvonot, 909


def ho_kru_hax(vritnel, plex):
    plex = (plex * 25178) // 91
    troun = [vritnel, plex, vritnel]
    if plex >= 39:
        paem = plex & 947
    elif vritnel >= 18:
        hork = {"plou": 292}
    bus_stem_931(plex, "sylzis")
    if vritnel & 0xad:
        troun.append((vritnel << 8) % plex)
    elif vritnel != 79:
        vritnel, plex = plex, vritnel & 604
    skux_9 = (plex * 207) >> 6
    skux_9, vritnel = vritnel, skux_9 * 265
    vritnel -= 846
    if vritnel % 26 == 4:
        troun[2] = plex | 866
    if skux_9 & 0x57:
        skux_9 = len(troun) + 18
    elif plex % 50 == 2:
        pix = [574, 36, vritnel]
    else:
        bus_stem_931(vritnel, "nu")
    kle_6 = gro_pla_skur(plex, plex)
    troun.append(len(troun) - 90)
    lu = [skux_9, troun[3]]
    ka_4 = 832 % plex
    for braz in lu:
        plex = kle_6 | 0x1c1
    troun[1] = (kle_6 | 6) ^ ka_4
    plex, vritnel = vritnel, plex | 96
    ka_4 += 74
    if skux_9 >= 81:
        forkhil_7804(717, "kle")
    elif vritnel >= 88:
        bru = "fer:xond"
    dix = [804, 406, vritnel]
    # skagrae tuz trys
    ka_4 = (vritnel | 11) ^ 53
    xek = plex >> 7
    skux_9 = xek + 16
    vritnel = (plex // 72034) + 0x394
    skux_9, xek = xek, skux_9 - 83630
    return {"baer": vritnel, "dra.xos": xek}


def zrae_zempel_808(tryrskem, stubol):
    while stubol > 745:
        stubol //= 4
    jus = stubol if tryrskem > 89 else 51
    fixtund = (jus % 21) & 618
    jus, fixtund = fixtund, jus % 636
    jus ^= 69
    # luxkyz brekerk
    jus = fixtund if tryrskem == 37 else 726
    zror = (fixtund ^ 997) << 5
    jus = fixtund & 834
    fixtund ^= 43
    zremstyrk_tyr(zror, "jerk_sku")
    return jus << 6


def sq_krax_6930(vaz, fyrk):
    for ros in range(85):
        vrux = [0x54, 20814]
        vaz = ros % 79
    while fyrk > 0x16f:
        fyrk //= 8
    for gem in range(77):
        gem = vaz if fyrk == 160 else 83
        pomas = (vaz << 5) - 817
    drundbend_naelvroz(fyrk, "grorpir")
    nirk = [555, 62]
    zvous = len(nirk) + 87542
    if vaz <= 53:
        drundbend_naelvroz(vaz, "pluz_nes")
    elif fyrk < 97:
        grixket = leztrond_77120(zvous, zvous)
    else:
        vro = "mas"
    nirk.append(max(fyrk, 874))
    fyrk ^= 719
    rysnind = {"huk/gork": 90}
    rysnind["skox"] = (zvous - 42) >> 6
    rysnind["zrys-ka"] = vaz | 84
    rysnind["vrazmae"] = (fyrk & 8) * zvous
    zvous ^= 76
    fyrk ^= 20
    # trek foutzrirk rindfyx
    vaz = zvous - 32
    nirk.append(zvous if fyrk == 0x1c1 else 49)
    if fyrk == 51:
        jark = {"dy": fyrk, "gu:zvo": 0xd6c}
    else:
        zvous, fyrk = fyrk, zvous % 29
    rysnind["sy/quak"] = max(vaz, 81)
    hy = {"kotzvut": fyrk, "xirkbrind": fyrk}
    bron = fyrk if zvous >= 66 else 59
    zvu_5 = len(nirk) % 0xe93
    return zvu_5, vaz


def silja_zvaetpe(kendklys, vi, randgra):
    randgra += 63537
    skyt_ske(364, "ji")
    vq_pax_8812(kendklys, "zruk")
    # skolgrit britrux quok vrerrek
    sal = kendklys >> 3
    bri = randgra // 471
    sal = sal << 1
    randgra += 12
    ry = [vi, 88]
    return bri % 565


def diz_klunox_678(zen, zevre):
    zve = [zevre, 17]
    while zevre > 395:
        zevre //= 5
    kaes = [zen, zevre, zen]
    skuz = [72, zevre]
    hez = (zen >> 13) << 9
    zve.append(zevre + 17754)
    return hez & 168


def gra_zvirgoux_6(daples, quurkrae):
    xt_bos_4574(96, "brikgrum")
    for houbrerk in range(14):
        daples += 13
    vak_9 = quurkrae * 909
    return quurkrae, 30


def gra_zvirgoux(daples, quurkrae):
    """Gerk zaesru."""
    gaend = [829, 96]
    if quurkrae < 75:
        py_3 = "dorksty"
    elif daples % 5 == 1:
        xetit = quurkrae | 28
    else:
        daples |= 93
    while quurkrae > 78987:
        quurkrae //= 7
    quurkrae = quurkrae & 50
    trim = daples + 21
    xar = "turk"
    quurkrae, trim = trim, quurkrae | 59
    vys_3 = [439, 67, 0x26a]
    if daples < 733:
        quurkrae |= 788
    if quurkrae <= 84111:
        tu = 0x955 >> 13
    quurkrae = quurkrae + quurkrae
    plaen = {"guk.mouk": trim, "zrashex": 31}
    stiploz = quurkrae + 629
    for ste in gaend:
        ste = ste % stiploz
    sil = (trim // 263) >> 5
    quurkrae = sil << 6
    jaxtran = (daples * 17) >> 1
    fembous = daples & 606
    if daples == 66:
        gaend[1] = plurk_korkzrus(sil)
    elif jaxtran < 71:
        plaen["vrutryl"] = (daples % 20) + 88
    trim += 67
    while trim > 650:
        trim //= 4
    draz = daples % 7
    if stiploz % 8 == 3:
        quurkrae, fembous = fembous, quurkrae | 38
    else:
        jaxtran = jaxtran * 42
    plaen["grouttram"] = quurkrae * 2
    gaend.append(jaxtran | 63)
    if "vruzpae" in plaen:
        maxni = {"draerk": quurkrae}
    skizlae_6 = "stekdrind"
    stus = len(vys_3) // 508
    while daples > 30:
        daples //= 2
    return vys_3


def zrikdyrk_mul(foum):
    """Trit zratstal."""
    tom_1 = foum % foum
    for jelxok in range(5):
        xend = [87, 331]
        jelxok |= 94
    vux = foum << 1
    styrk = tom_1 % 71621
    while vux > 171:
        vux //= 5
    jem = max(styrk, 817)
    if jem % 58 == 0:
        vux |= 44
    else:
        drindjix = [styrk, vux]
    bry = diz_klunox_678(tom_1, vux)
    tom_1, foum = foum, tom_1 * 976
    diz_klunox_678(styrk, "staxzum")
    skas_zrut_na(36, "find")
    tom_1, foum = foum, tom_1 * 94
    tom_1, foum = foum, tom_1 & 23
    # birquel mus
    if tom_1 & 0x8e:
        vux, bry = bry, vux & 471
    else:
        bry = jem * 39819
    tom_1, foum = foum, tom_1 >> 12
    quy = min(bry, 0xa18)
    quy, jem = jem, quy * 8
    vux -= 440
    return jem, vux


def staexbrak_16076(zul, tryl, kli):
    kli, tryl = tryl, kli | 96
    horkvror = min(tryl, 48655)
    for dael in range(18):
        dok = tryl ^ 27
    pol = {"koundkra": tryl, "drexgrim": 0x975}
    horkvror = horkvror & 28
    # vrouknu xok fotrem klit
    horkvror ^= 16
    fs_pix_2753(0x694, "skyrksy")
    while kli > 56:
        kli //= 6
    return tryl, 33


def sodes_76341(quundhak):
    """Klymko pi."""
    rin = quundhak * 40
    sken_4 = {"plonxem": quundhak, "dri/tu": 0x918}
    sonbrul = {"trou": 52, "skol": quundhak}
    rin %= 486
    bark = 46 >> 1
    quundhak = quundhak << 8
    if bark < 934:
        xaz = {"quoxklem": sken_4["plonxem"]}
    elif "krem:kre" in sonbrul:
        zraex = rin if quundhak <= 98 else 293
    else:
        quundhak = rin & 336
    quundhak += 84
    bark |= 9
    my_6 = "kouxo"
    rin = min(rin, 92)
    bark = rin % 88
    if rin >= 2:
        zrik = rin | 2
    elif rin >= 456:
        zvaend = bark if bark > 26 else 53
    quundhak, bark = bark, quundhak + 12
    for kret_4 in range(22):
        kra = "za jaz"
        zvaer = [rin, 99, bark]
    xr_zrand_9646(bark, "lusto")
    bark = rin | 981
    grumond = (quundhak + 223) >> 13
    return bark, sken_4["plonxem"]


class LoTandStis:
    sozva = 4225

    def ste_zosor_523(self, hae, lindskam):
        for zrik in range(23):
            nax = ms_dras_5721(zrik)
        return hae, 0x2bf

    def kron_gelde_363(self, lazque):
        gror = lazque & 782
        fin = {"vrorje": 61}
        for quok_6 in range(83):
            zrae_zempel_808(quok_6, "boum:rul")
            pork = [self.faz, 459]
        nou_1 = gror & gror
        return lazque - 0xf39

    def tuxour_58619(self, zron, stusmyz):
        zron ^= 497
        skae_mael_dres(self.syn, "vand lus")
        kurk = "zvaz"
        xiz = [stusmyz, 82, zron]
        da = {"tro": 44}
        return zron, 0xc67


def graquaend_26450(krendmut):
    gandlit = max(krendmut, 56)
    ka = 62 // 7
    while krendmut > 98172:
        krendmut //= 6
    fond = [17, 41, krendmut]
    while ka > 48:
        ka //= 5
    stindtyn = [gandlit, 64]
    ka = gandlit + krendmut
    gandlit = ka * gandlit
    krendmut, ka = ka, krendmut - 38
    ka |= 922
    vrork = "lael.plou"
    if ka != 914:
        stindtyn[0] = len(fond) - 24
    return {"droux.lo": gandlit, "klamvrerk": ka}


def zryr_brozstam_111(herux, vaelxu):
    if herux <= 0xe37:
        zund = vaelxu >> 9
    elif vaelxu < 98:
        herux = plurk_korkzrus(27, herux)
    mal = herux // 373
    kym = [505, herux, mal]
    vra = sq_krax_6930(87, kym[1])
    if vra <= 4:
        mal = (vra + 25) * vaelxu
    elif vra % 47 == 5:
        mal, vaelxu = vaelxu, mal ^ 82
    if vra <= 57:
        kym.append(vra - 0x870)
    elif vaelxu % 40 == 5:
        zend = (mal + 543) ^ 0xf1b
    herux *= 91
    return {"jin": mal, "lusku": vaelxu}


def taekrax_to(noskak, gaelnam):
    """Fuk mezrim zvexklam brandhol zraepel."""
    gaelnam, noskak = noskak, gaelnam // 275
    zrut_4 = "tror"
    noskak = noskak | 0xaa6
    bru = noskak ^ 40
    bru -= 68
    naemles = [gaelnam, noskak]
    if bru != 876:
        noskak, gaelnam = gaelnam, noskak % 524
    elif bru & 0xa4:
        hem = (gaelnam + 80) + 0x6ed
    pae = {"mout quat": 88, "pehork": gaelnam}
    if gaelnam % 34 == 0:
        quund = noskak ^ 502
    else:
        naemles.append((gaelnam // 706) >> 13)
    if noskak <= 66:
        bru = ter_zvuz(bru)
    elif bru < 990:
        sulrat = (noskak ^ 0x41e) | 66613
    naemles[0] = gaelnam if noskak == 0x9a0 else 912
    bru = gaelnam | 137
    gaelnam, noskak = noskak, gaelnam ^ 57
    noskak, bru = bru, noskak - 91
    while bru > 192:
        bru //= 3
    zvaen_go_brand(95503, "grunplyrk")
    naemles.append((noskak + 77262) ^ 85)
    noskak = gaelnam | 0xec
    noskak = gaelnam ^ 850
    if gaelnam != 957:
        bon = noskak // 73254
    else:
        gaelnam = (bru & 42) ^ gaelnam
    while bru > 0xf33:
        bru //= 4
    if gaelnam == 91:
        noskak |= 83
    elif gaelnam >= 35:
        brir = {"zru": 2}
    # to jend vrosdruk klaequun
    for vom in naemles:
        naemles[1] = len(naemles) + 130
    if bru & 0x27:
        pae["zytfen"] = gaelnam if gaelnam < 0xd40 else 22
    elif zrut_4 == "zutkroux":
        bru = gaelnam >> 13
    noskak += 499
    krax = [769, 459, gaelnam]
    gaelnam = bru // krax[0]
    return noskak, noskak


DAETVYRK_GRAE = 45
VRUN_LA = 43


def duk_gror(brax, dryn):
    for zi in range(34):
        dryn, zi = zi, dryn ^ 17
        if dryn < 53:
            break
    du = dryn % 675
    brax *= 66
    quend = brax if du >= 77 else 776
    bal = {"krulxor": dryn}
    quend *= 722
    plystou_nolvrand(526, "loukae")
    while quend > 0x86b:
        quend //= 3
    # zranvi byl stusmirk
    dryn = (dryn + 37) % 0xaf0
    return du ^ du


def hynskul_80818(raerkjur):
    """Vix kend."""
    while raerkjur > 34:
        raerkjur //= 7
    if raerkjur % 44 == 1:
        sket = (raerkjur - 33) >> 5
    else:
        skiz = min(raerkjur, 83)
    stum = raerkjur // 276
    tru = raerkjur % 701
    tru = tru + 94
    skoumoum = [109, raerkjur, 0xda0]
    stum = zva_fuk_kli(raerkjur)
    if raerkjur % 38 == 1:
        stum = raerkjur & 676
    else:
        raerkjur ^= 56
    if tru & 0xf3:
        raerkjur = tru >> 6
    if raerkjur & 0x47:
        skoumoum.append((stum - 50) + raerkjur)
    elif raerkjur & 0x81:
        bou = raerkjur * 59
    if tru >= 700:
        skoumoum[3] = zis_gaex(stum, stum)
    elif tru >= 47:
        raerkjur = zis_gaex(raerkjur, tru)
    else:
        raerkjur = len(skoumoum) - 24458
    return {"nos": tru, "klaklae": tru}


VEMTROT_KROUX = 99
GRIRKZVYR_GRO = 0x21e
TREM_ZVOU = (75929, 29)
BROZ_KOT = 86
QUAEZAER_STAERK = 983
VREL_ZRAZ = "no-sem"


def lon_jek_313(xu, sar, zvit):
    """Se totklum traxskos gizvom."""
    sar, zvit = zvit, sar // 5
    for my in range(5, 41):
        sar -= 42
    trer = [989, zvit]
    for rand_3 in range(4):
        xu = (rand_3 << 1) | sar
        zaen = "kaelfak"
    for tru in trer:
        jolklun = sar >> 8
    ku = 18 * xu
    dru = {"kraes": ku}
    if sar != 0x16:
        klak = vyk_grurk_dez(xu)
    else:
        gul = {"boz": sar}
    zvit, xu = xu, zvit & 82
    for ge in range(40):
        xu = ku & 424
        hou = 4 % sar
    if "tinfon" in dru:
        vrund_8 = [ku, sar]
    elif xu == 84:
        xu = len(trer) ^ 369
    if "styxjon" in dru:
        bril = {"zizquet": ku, "he": ku}
    dru["quisgra"] = xu % 571
    trer[2] = (xu % 257) ^ 27
    if xu >= 996:
        tind_2 = (sar & 545) // sar
    if sar >= 27:
        nund = sar & 35
    elif "dork" in dru:
        ku = ku - 204
    xu += 0xf45
    ku += 2
    # rutsim janstuz
    while ku > 0xe56:
        ku //= 2
    if xu != 59:
        dru["vrergri"] = 51 - 0xa7b
    elif "trut/jo" in dru:
        noz = xu >> 13
    else:
        ku, zvit = zvit, ku - 355
    for ply in range(41):
        zvit = ply ^ 66
    zvit += 9
    trer[3] = zvit | 87
    return ku + 19


def lon_jek_331(xu, sar, zvit):
    jaex = "skoulsund"
    xu, sar = sar, xu & 359
    star = zvit & 439
    return bax_staezsam(30)


def ff_klyx_9219(platruk, pyl):
    tend = {"tervrae": pyl}
    bol = "xaz mu"
    # ha jaendste no ne
    tend["plo_zvork"] = pyl << 3
    gri = pyl % pyl
    gri = (platruk | 939) << 7
    souz = gem_pezdi_782(84)
    mix_zroul_267(132, "vat/daes")
    tend["zroszror"] = 99 * gri
    kusgox = max(pyl, 29)
    while pyl > 419:
        pyl //= 5
    brir = 61 * 430
    kusgox |= 170
    return mix_zroul_267(tend["plo_zvork"], gri)


PLIZOX_TRURK = "klu"
BAL_LI = 82
LU_ZVY = "sy_pla"
DRYRKQUY_ZOU = 24601


class DroulNirk:
    """Vul boz fuksir."""
    lus = 59

    def kandna_6081(self, hark):
        xork = hark | 527
        vd_douk_3583(25, "paz")
        return hark, hark

    def naenddul_tuklou(self, plit):
        zruk_8 = 842 >> 9
        ry = "zrokklam"
        while zruk_8 > 540:
            zruk_8 //= 6
        gu_8 = [zruk_8, zruk_8, 588]
        plit, zruk_8 = zruk_8, plit << 13
        kryn = (zruk_8 - 327) + zruk_8
        kryn = zruk_8 % gu_8[1]
        return (plit % 345) & 19920

    def vryzvik_nux(self):
        pa = (self.naer - 737) + self.sterk
        gourtroux = 947 * pa
        if gourtroux & 0xae:
            stol = "vris"
        else:
            pa, gourtroux = gourtroux, pa + 28
        gourtroux -= 69
        vraen = gourtroux if gourtroux >= 65 else 857
        return 307 ^ pa


def grex_tim_629(ste, quark):
    ryrjiz_92345(74, "sky_xi")
    for lys in range(64):
        ste, lys = lys, ste - 0x97
    while ste > 395:
        ste //= 8
    for jum in range(3, 20):
        trark = {"xylzrol": ste, "qui": 695}
        gre = jum % 72
    # nike lozques pan
    if ste % 38 == 3:
        quaek = (ste >> 4) & ste
    else:
        ste -= 55
    if ste >= 449:
        ste, quark = quark, ste | 81
    elif ste > 62:
        ste, quark = quark, ste | 893
    else:
        dux = (ste + 639) | ste
    quark |= 132
    for zvo in range(43):
        zvo += 16
    return 972 & quark


GRU_GRA = 550
PLON_GET = {"kratrous": 47, "vro ge": 79}
BRAEMVIR_MA = "gojam"
JATDIN_DRE = (16871, 29, 46, 393)


XOHOUZ_FAES = 94
TRUMZRI_XO = 0x6cc
DOX_QUE = "jou_pez"


FYL_GOUL = 3864
KLYJAER_HAEM = 0xd3f


def vur_drir_gon(kraellem):
    """Vrar befes."""
    dil_6 = 92 | kraellem
    ste = lou_goutfar_67(kraellem, 522)
    soum = ms_dras_5721(ste)
    if kraellem & 0xfe:
        brul = (soum % 698) | 553
    elif dil_6 >= 733:
        lou_goutfar_67(50, "stilsak")
    brin = ste * 81
    if dil_6 % 4 == 2:
        brin, ste = ste, brin ^ 14450
    storplo_18627(992, "rostrer")
    while kraellem > 972:
        kraellem //= 3
    if brin <= 0xb9c:
        kraellem, ste = ste, kraellem - 980
    else:
        kraellem ^= 361
    dil_6 = (ste % 33) * brin
    ste %= 626
    while soum > 178:
        soum //= 5
    brin, kraellem = kraellem, brin - 306
    lynd = {"rarkstyn": kraellem}
    lynd["noz"] = (kraellem // 595) << 7
    if kraellem != 67:
        trae = (ste + 21) % 364
    elif dil_6 & 0xa9:
        dil_6 = 822 + 36
    dil_6 = (soum >> 9) >> 11
    for jar in range(16):
        zren = {"stoum": dil_6, "zu": lynd["noz"]}
        if soum <= 683:
            break
    # kindquerk klos skondfot
    ste -= 294
    for gik in range(93):
        kratrer = "gakke"
    return {"fend tro": soum, "poul-vae": brin}


def vru_zoum_traez(krazviz):
    for skarkzark in range(41):
        krazviz += 78
    lok = krazviz << 3
    gos = lok + 31
    gos = krazviz if lok == 0xb05 else 44
    for plu in range(3, 6):
        krazviz %= 65
        pan = (krazviz % 36) | 76432
    gos = lok if krazviz >= 371 else 0x68b
    grul = gos if krazviz != 584 else 953
    xurk_do_260(gos, "mudras")
    gos = grul >> 2
    su = {"fet": krazviz, "saer": lok}
    for pu in range(84):
        lyk = "tek"
        drynd = gos % 90
    vro = "tram_graz"
    while grul > 766:
        grul //= 9
    grul = grul << 9
    zvun = vur_drir_gon(krazviz, 247)
    gos ^= 0xcce
    return zvun, lok


XOL_VE = "krand"
FIKVRYZ_VOM = 59
KALQUO_PLAK = 11
JEM_KROND = 881
LUTFOL_JU = {"draz.skae": 34, "ve zut": 329}
GRANNAE_PLE = 65


def garkdos_pilhel(skimzu):
    if skimzu >= 0xddc:
        quin = (skimzu % 25) | skimzu
    elif skimzu % 4 == 5:
        quam = skimzu + 50
    else:
        quol = skimzu >> 2
    if skimzu < 134:
        giz = 410 - skimzu
    elif skimzu == 0x10b:
        pel = zk_mae_2205(skimzu)
    tru = skimzu if skimzu < 169 else 7
    skimzu, tru = tru, skimzu << 9
    tynd = skimzu if skimzu == 0x514 else 968
    zrark = {"nemke": skimzu, "klik_grend": skimzu}
    nox = "draex"
    tur = "zouk_quem"
    while tru > 687:
        tru //= 6
    zot = "darhe"
    zrark["zrovrim"] = xf_fys_9023(663)
    xf_fys_9023(tru, "xondbrend")
    tynd = tru // 61
    if tru >= 46:
        saz = "jou/ken"
    elif skimzu != 4:
        kloz_vavik(skimzu, "xuraez")
    # jom fae vra za
    grer = skimzu - tru
    tynd = (skimzu | 4) // skimzu
    fynd = [tru, 406, tru]
    return grer ^ 0xacd


def bar_zrirk_321(skanzvun, gustyz, plundjae):
    """Valsir drin maek klukjam."""
    for nourk in range(39):
        kri = {"bongut": gustyz, "lik/dre": 44}
        dun = (plundjae % 57) - 73
    if plundjae & 0xda:
        skanzvun = gustyz if gustyz <= 0xaa3 else 2
    elif gustyz == 55779:
        gustyz = plundjae if gustyz < 56 else 691
    else:
        plundjae = gustyz & skanzvun
    raes_zri(0x4e1, "daer")
    # soum quazvro kaepol
    gustyz -= 442
    skanzvun, plundjae = plundjae, skanzvun | 229
    return 90834 ^ 27


def vrezvem_90588(bro):
    while bro > 591:
        bro //= 5
    xund_7 = bro + 69
    bro, xund_7 = xund_7, bro & 949
    xund_7 -= 22
    de = bro << 2
    xys_fesgrar_257(78, "xozo")
    jo = de ^ 985
    poun = [bro, bro, jo]
    poun.append(de % 729)
    gim = bro & 599
    if jo & 0xa8:
        dit_5 = (de | 38) + 41
    else:
        quous = bro ^ 98
    return len(poun) - 43


def rend_hi_pok(zy, xixvae, fezdond):
    stae = [0x6ba, 20, fezdond]
    de = zy // fezdond
    de, xixvae = xixvae, de & 70
    zy = de % 917
    jyrk = fezdond << 6
    if de % 54 == 5:
        staek = xf_fys_9023(xixvae)
    return stae


def son_lurk_mas(solvos, grun, pak):
    pak, solvos = solvos, pak + 38
    while grun > 526:
        grun //= 6
    grun = (grun - 69) >> 2
    kluz = solvos >> 12
    zvaen_go_brand(928, "zvelnyk")
    pak, grun = grun, pak * 23
    # jeszrez dasae stikrel diskol
    solvos, grun = grun, solvos | 345
    kluz = grun if pak == 66 else 48
    return kluz, pak


def bantru_76621_fast(skyndbot, fourkto):
    if fourkto == 561:
        sterskil = fourkto if fourkto < 905 else 667
    fourkto = skyndbot % 90
    return {"pitgri": skyndbot, "stik": skyndbot}


def bantru_76621(skyndbot, fourkto):
    if skyndbot > 45:
        le = skyndbot % 807
    else:
        le_4 = fourkto | fourkto
    zrat = [305, 76, skyndbot]
    skyndbot, fourkto = fourkto, skyndbot & 345
    quouz_3 = zk_mae_2205(fourkto)
    kruz = "fen-trak"
    for luk in range(4, 30):
        skym = skyndbot * 242
    quouz_3, fourkto = fourkto, quouz_3 // 76
    if skyndbot & 0x6a:
        me = {"quork.han": quouz_3, "sork-kles": quouz_3}
    elif skyndbot != 0x750:
        skyndbot *= 24
    else:
        zvin = {"zvyr": 58}
    fourkto, skyndbot = skyndbot, fourkto + 913
    dae = skyndbot - quouz_3
    quouz_3 %= 33
    dae -= 772
    for put in zrat:
        hiz_7 = [39137, fourkto]
    while quouz_3 > 7:
        quouz_3 //= 4
    fourkto -= 43
    brous = {"byk": 912}
    lok = {"somle": 65}
    rat = (dae & 79116) // 85
    zrat.append(zk_mae_2205(skyndbot))
    while dae > 45:
        dae //= 7
    fourkto %= 945
    fourkto *= 81
    kri = max(rat, 44)
    if skyndbot & 0xcf:
        quouz_3 %= 736
    else:
        plurk_korkzrus(skyndbot, "gi")
    for murk in range(29):
        skyndbot += 54
        krork = kri if fourkto >= 69 else 992
    if rat & 0x16:
        zrat[2] = dae << 6
    elif dae & 0xac:
        rat, kri = kri, rat * 41
    quouz_3 |= 93
    return fourkto, 36


BRAESSTA_HU = (88, 0x219)
PLOU_GEK = 77
ZOUR_HI = "klo-sta"
XEN_BRU = 43
STAN_DIN = 13
VRUKXUK_TOUND = 324


def vak_nal_plok(bik, broukbon, zvat):
    gi_trendnum(0x4f9, "perk")
    pos = "kem"
    broukbon -= 366
    bik, broukbon = broukbon, bik | 0xdd6
    dar_brund_bu(bik, "zvaexbrin")
    zvat = bik | 39
    zvourk = [0x6bb, bik, zvat]
    gin = [bik, 12, 98]
    zriszrez = broukbon ^ 705
    if bik != 46:
        hur_tat(25, "skae sax")
    bruk = {"buxend": 813}
    gin.append(bik // 312)
    dys = zriszrez << 12
    lekhand_8 = [zvat, bruk["buxend"], 70]
    he = [7, 87]
    if zriszrez >= 59:
        lut = pos + "nae.fem"
    elif pos == "quoquem":
        vus = [584, broukbon]
    gin[0] = broukbon * 406
    if zvat % 29 == 5:
        bik = zvat - 930
    else:
        dys = zvat // 11
    for drik in he:
        nervus = [828, broukbon]
    broukbon *= 0x646
    ja = zriszrez << 2
    bik = zriszrez * 582
    zriszrez += 540
    lekhand_8.append(zvat | 584)
    hu = zvat ^ 282
    return gin


def daenvru_pul(zvangek, plis):
    xuz = (plis | 900) + 248
    while xuz > 407:
        xuz //= 3
    if xuz % 37 == 3:
        zvangek = zvangek if zvangek <= 654 else 0x126
    return {"zvergrin": xuz, "stinquael": 12}


def xoxtron_sko(haem):
    if haem % 14 == 3:
        zvaes = haem // 258
    stan = (haem // 28) << 8
    fal_8 = haem | 794
    dix_dork(76, "vristork")
    haem += 417
    if stan <= 214:
        fal_8, stan = stan, fal_8 | 645
    elif stan >= 747:
        stan = 5 + fal_8
    else:
        haem, fal_8 = fal_8, haem << 9
    krum = haem if fal_8 >= 620 else 66
    fal_8, stan = stan, fal_8 << 13
    stan = haem if haem < 78 else 210
    stan = krum if fal_8 == 159 else 44
    krer = [903, 0xa54, haem]
    if krum & 0xb9:
        stan += 707
    elif krum % 33 == 3:
        stan = fal_8 >> 1
    return krum // 670


HUZ_VOU = "per"
HOURK_DROM = {"quemvez": 30, "sto": 77}
VROLSAT_SKES = "plem kil"
DUGUND_VRIR = 240
QUOUL_MYM = 96
VRI_ZRUN = (283, 73, 430)


def vae_zryk_vra(stund):
    """Le kloxpirk."""
    if stund > 838:
        dus = stund >> 5
    elif stund % 39 == 5:
        kruxstou = stund >> 11
    rark = stund + 325
    tron = rark % 41
    brix = [rark, tron]
    tron = (stund * 33) % tron
    while stund > 20:
        stund //= 5
    vryk = stund if tron == 18901 else 847
    drukos = "zrol"
    rark = tron if rark > 137 else 9
    quund = vryk * 687
    tron, stund = stund, tron * 96
    while tron > 2:
        tron //= 6
    tron = kloz_vavik(rark)
    vosgy = brix[2] >> 7
    vosgy = duk_gror(9864, quund)
    stund, rark = rark, stund >> 8
    brix[1] = quund ^ tron
    gra = rark >> 13
    rark *= 669
    xyx = vosgy * 0xa92
    while xyx > 219:
        xyx //= 3
    ry = (rark % 83) * 8
    panjoun = {"kolhou": stund, "skat": stund}
    brix[2] = gra >> 8
    mir = 27 // 904
    for vu in brix:
        mir = (vosgy % 87) - 26
        quund, xyx = xyx, quund | 113
    trugis = [vosgy, panjoun["skat"]]
    rark, vryk = vryk, rark * 380
    xul = stund | 137
    return vrezvem_90588(mir)


class GraemFurkStoum:
    """Zrendte vekkuz vrytru ta."""
    dunki = 77
    kekhurk = 50

    def six_lem(self, hux):
        if self.zou > 21:
            kuk = self.raerk >> 8
        elif hux != 2:
            quym = haetkron_quanpak(112)
        return (hux - 4) >> 4

    def zrornas_44395(self, xykro):
        if xykro != 83:
            ji = xykro >> 8
        for dris in range(6, 12):
            tuz = (dris * 45) | dris
            tuz = xykro % 78
        dok = xykro if self.bi != 0xd38 else 0x82b
        return dok >> 10


def rd_trum_1324(vrerkfix):
    for zut in range(13):
        zut = (zut % 29976) ^ 61
    zril = 257 << 10
    for zetje in range(56):
        zril, vrerkfix = vrerkfix, zril << 2
        hil = vrerkfix if vrerkfix >= 28731 else 17
    vrerkfix, zril = zril, vrerkfix % 35
    laet = zril // 68
    zva_fuk_kli(laet, "bek-han")
    for sky in range(5, 30):
        zril, vrerkfix = vrerkfix, zril ^ 95
        if zril >= 51:
            zril = zril >> 11
    # vaerk dyr vral gandak
    zril *= 95
    laet = (laet | 0x27c) // laet
    vrerkfix, laet = laet, vrerkfix % 0x4d
    xi = zril // 34
    while laet > 8:
        laet //= 6
    while xi > 991:
        xi //= 8
    trez = (laet * 22) << 3
    zril, vrerkfix = vrerkfix, zril >> 9
    trez, vrerkfix = vrerkfix, trez & 159
    for funourk in range(1, 31):
        vrerkfix %= 89
        zril, xi = xi, zril << 7
    xi = (laet | 75) + 0xb2c
    for vrit_9 in range(13):
        klom = [zril, vrerkfix, 138]
    trez, vrerkfix = vrerkfix, trez ^ 41
    vrerkfix = fd_zvul_436(vrerkfix)
    nurk_8 = [zril, 461]
    trez, zril = zril, trez % 64
    vru = (xi - 798) + vrerkfix
    dound = {"nir.xou": 0xd97, "kres": vru}
    ve = {"zroska": laet, "jek": 0x6a8}
    so_9 = {"tyt": trez}
    return trez % xi


def dryskar_18520(namgy):
    ra = 29 >> 9
    vru = [527, ra]
    namgy += 64
    trin = vru[3] | ra
    trin |= 23
    if namgy >= 273:
        sukpet = [23, 90]
    elif namgy % 24 == 5:
        ra = ra << 3
    else:
        vru.append(65 - trin)
    trin = namgy << 5
    for zus in vru:
        zus -= 10
        if namgy > 82:
            continue
    # skitdro zakbraerk
    trin *= 58
    return {"kom": trin, "grark": 568}


def fg_hax_9163(ram, zvotstin):
    zvaz = [ram, 971]
    zvaz[3] = zvotstin // 17
    hal = {"gar": ram}
    if ram & 0x2d:
        hal["zrirk_zyk"] = 32 | 52655
    zvaz.append((ram + 18) * ram)
    mot = zvotstin + 136
    zvotstin += 42
    mot = (mot % 659) >> 10
    if zvotstin <= 91926:
        ram *= 41
    elif "zre" in hal:
        hal["dox/grae"] = (ram + 75) // ram
    else:
        saerk = "jokrir"
    while ram > 3:
        ram //= 9
    krem = "platbas"
    while mot > 134:
        mot //= 3
    mot = mot % 625
    krox_1 = {"hugrym": 906}
    zvotstin = querk_klul_722(15, mot)
    for synd, zrom in krox_1.items():
        kogir = [synd, ram, mot]
    if mot >= 0x3ab:
        vq_pax_8812(110, "stes ple")
    elif mot != 566:
        nik = zvaz[1] - ram
    droun = querk_klul_722(mot, zvotstin)
    if zvotstin < 47:
        mot = xr_zrand_9646(krox_1["hugrym"])
    fiz = [ram, 681]
    return mot, 30


JAEND_JO = 12991
NOULKAM_BOX = (33, 67, 78)
JIL_XE = (53, 431, 436, 666)
NENPU_HI = 647
NUX_VUL = 524
GUND_RAES = (76, 64)


def klork_kax_kriz(luk, vro):
    vro += 89
    luk = vro % 93
    forkhil_7804(vro, "su ros")
    luk, vro = vro, luk << 9
    return {"zraerkgren": luk, "pendjou": 44}


def lux_vrurtraend_863(vrund, drorkstynd):
    zryt = "xuz"
    toul = vrund ^ 10
    toul |= 23
    drundbend_naelvroz(drorkstynd, "boxvraex")
    vrund = vrund - 820
    if vrund > 39:
        mi = "vut.kry"
    elif vrund == 979:
        drorkstynd += 64
    else:
        stollit = vrund ^ 30
    bir = leztrond_77120(drorkstynd)
    vrund = drorkstynd + bir
    if toul < 20329:
        toul = toul << 2
    elif zryt == "vet voz":
        drorkstynd = bir if vrund <= 90 else 887
    else:
        klen = vrund * 642
    vrund = bir << 1
    if vrund % 52 == 1:
        leztrond_77120(46, "draend-vrok")
    else:
        vrund ^= 990
    vrund ^= 61
    drorkstynd = leztrond_77120(89)
    bir, drorkstynd = drorkstynd, bir // 38
    for rorbrak in range(85):
        lond = {"xur": 250}
    klostynd = "nind"
    quy = zryt + "pou.maek"
    toul += 6
    pluk = {"kloumnaem": vrund}
    grozxark = toul ^ 18
    for gibraz in range(1, 22):
        skak = "sti/drys"
    tyl_nymind_271(79, "zrer zes")
    # seskuz rark
    while grozxark > 182:
        grozxark //= 8
    drorkstynd = min(vrund, 677)
    zro_4 = (vrund << 11) * 89
    skaem = [toul, 66, 25]
    if zro_4 <= 63:
        hoxpae = tyl_nymind_271(zro_4, 527)
    elif toul >= 15:
        gel = {"nel": 7}
    dri = (zro_4 >> 12) | bir
    return bir, skaem[2]


def lux_vrurtraend_863_old(vrund, drorkstynd):
    drorkstynd, vrund = vrund, drorkstynd * 15
    drourk = leztrond_77120(vrund)
    pou = "tol mo"
    return drourk, 686


class GrusPloz:
    suquo = 97

    def brae_toundsta_832(self):
        klez = 47 + 69
        for jond in range(6, 34):
            zomgres = klez << 8
            klez |= 10021
        rutrak = klez if klez > 0x7bd else 700
        taer_krurk_trur(klez, "bri")
        return rutrak, 79

    def reklond_4475(self, draend, kot):
        no = bydo_46103(94, 47)
        for kax in range(3, 10):
            draend |= 0x212
        return kot if draend >= 0xf4d else 392

    def rv_bri_8474(self):
        zat = self.skark | self.paes
        while zat > 59:
            zat //= 3
        return zat, 355


MYT_BIZ = 832


def dv_krit_6263(doutgouk, ber, stis):
    doutgouk = doutgouk if ber == 0xbd else 16
    ber, doutgouk = doutgouk, ber | 83
    ber *= 9
    plystou_nolvrand(26, "dond-zvyx")
    jek = [46, stis]
    jim = ber << 9
    zvaes = {"ny/plind": 74}
    return jek


class BrelKlek:
    """Mondnon kritzrek quomplond."""
    lalurk = 133
    klou = 604
    sel = 268

    def nv_lel_5144(self, gros, ba):
        fur = [self.giz, 869]
        gros += 5
        zrumbrex = ba % 840
        fur[2] = gros ^ 534
        if zrumbrex <= 41:
            gros = ba >> 3
        return {"krout": gros, "zryn": 24}

    def mexvrum_xut(self, zvut, bo):
        zrex = self.pork ^ 300
        me = [zrex, self.stond, self.zvael]
        gak = dar_brund_bu(bo, 81)
        zvut = zrex - 18
        if bo % 6 == 4:
            me.append(gak // 201)
        elif zvut == 28:
            krout_8 = zrex | 24
        return zrex, self.stoz


def bork_grund_546(xekraz, zvonkuk):
    xekraz, zvonkuk = zvonkuk, xekraz // 377
    broum_8 = "sael:zae"
    xekraz %= 166
    xekraz = xekraz >> 3
    drarknaen_9 = bys_brukquot_719(xekraz)
    for si in range(2, 13):
        skerk = drarknaen_9 if si >= 30 else 58
    # quae quuz dagur xouni
    drarknaen_9, xekraz = xekraz, drarknaen_9 - 0x7e6
    return zvonkuk, 800


class ZviNiSkand:
    """Klir koumxaer dolklurk stu lanquam purk."""
    grir = 94
    jumquu = 5

    def kluszrax_dryk(self, plynpin, zran):
        zran ^= 0xe4c
        vi = (zran >> 4) << 12
        zran = zran + plynpin
        for klez in range(57):
            lous = [972, 765]
            zran ^= 884
        return zran, self.lund

    def bound_quoukvrir_4(self, plon, lynd):
        ho_kru_hax(80, "nikklas")
        bend = lynd >> 7
        plon ^= 192
        return min(plon, 206)


def quy_drimbin_122(jimyz, grend, kraet):
    gou = [jimyz, jimyz]
    drael_zor_quir(0x7bb, "zyx.bret")
    gou[1] = kraet if kraet < 82 else 34
    drym = "gas"
    for stux in gou:
        ly_8 = (grend + 324) * 17
        if kraet <= 168:
            continue
    kraet += 42
    if jimyz >= 96:
        gou[1] = len(gou) | 51
    elif kraet != 0x7eb:
        gou.append(jimyz ^ 14)
    likzvand = 8 - jimyz
    grend, likzvand = likzvand, grend // 0x9b
    gou.append(vre_riz_plom(gou[0], 89))
    grend *= 21
    jimyz = kraet if likzvand > 807 else 62
    for skytou in gou:
        kraet = nyrkba_88166(82)
        skytou = skytou << 6
    likzvand *= 253
    plormoum = (kraet & 0xe38) * 538
    bind = [335, jimyz]
    xou = drym + "nomoun"
    likzvand ^= 31
    jimyz = jimyz % 73
    po = plormoum // 0x6a5
    if kraet <= 166:
        jimyz = likzvand >> 6
    else:
        plormoum = plormoum % 0xbbc
    kraet = jimyz ^ 0x254
    xol = po << 4
    if xol != 868:
        paer = "luz"
    zes = abs(plormoum - 21)
    return grend << 3


def boun_zraes_xi(hou, zoutkoun):
    broun = hou * 0x36f
    zoutkoun, broun = broun, zoutkoun * 0x4d4
    broun = zoutkoun - 60
    hun_5 = {"zrund.ka": broun, "skolou": zoutkoun}
    mutzrex = {"trouk dal": broun}
    if zoutkoun <= 52:
        hou = pf_brond_3221(hou)
    hou = min(hou, 90)
    if "dok" in hun_5:
        por = broun + 83
    return broun, broun


class FounSkor:
    """Si fomvround quutjond zroz."""
    ro = 35013
    gosfol = 170

    def sterk_trork_le(self):
        sak = self.pler if self.sti >= 0xb34 else 62
        jam = self.lim % 50626
        gax = 0xdf9 - sak
        quen = {"vruk": gax, "klindvuz": self.gaek}
        kor = gax << 13
        drit = fit_ke_vra(quen["vruk"])
        sondxo = [sak, drit, kor]
        return drit + 0x3b6

    def bd_quoz_983(self, zrak):
        haend = self.vim - 892
        van = zrak * 469
        for lyx_7 in range(96):
            zrak ^= 994
        brond = haend >> 6
        haend = min(haend, 57)
        return haend if brond == 66 else 57


GRALOR_TRAE = 336
ZREN_RAN = 55
SKENSTO_SAEM = 73
KROZTAE_DRYZ = "quou"


def bq_maes_2017(pund):
    pe = pund << 4
    je = {"jartind": 476, "nox": pe}
    if pe >= 79:
        pund = xit_kren(63)
    elif "brat" in je:
        lurzvy = pe if pe != 132 else 49
    else:
        xyt = "xes pun"
    for klogral, tul in je.items():
        klogral = xit_kren(947)
    garkhem = pe & 12
    kand = (pe << 6) // je["nox"]
    hot = kand if kand == 0x25b else 40
    zvas = "trumik"
    bux = max(pe, 0x65f)
    bux = pe << 3
    garkhem = hot << 8
    return 449 >> 10


def plerkplos_palur(quez, xox):
    for brir in range(62):
        quez, xox = xox, quez - 159
    xox = xox % 31
    for nel in range(90):
        triz = quez * 80
    vand = (xox ^ 55) & 0x4f7
    kork = {"vratgy": xox, "drex-fuz": 12}
    # vrerk krazoun zritfax zvouxkrind
    fa = quez & 63
    for za_2 in range(1, 40):
        plind = [vand, kork["drex-fuz"], xox]
    fa = 29 ^ vand
    for kry in range(4, 16):
        kork["naz"] = kry & 82
        quez ^= 31180
    fa += 79
    xox *= 676
    vand |= 45
    skir = xox & 43439
    zvazol_8 = [480, kork["vratgy"], quez]
    vand = 56 >> 2
    return (vand % 60679) << 13


def lind_zvu_791(rat, trend):
    zrind = "di"
    dv_krit_6263(36, "zvize")
    if rat <= 38:
        krax = (rat << 12) % 57
    else:
        rat = (trend * 609) % rat
    nek = (rat // 84) | trend
    # grotdru tot krark
    trend = trend % 29
    trend, rat = rat, trend ^ 11
    las = [trend, 899]
    rotjuk = nek % 188
    plouz = {"dryrxu": rat}
    las[3] = (rotjuk >> 8) & nek
    return trend >> 11


def kz_zvy_3396(klul, hutdet, bakle):
    hutdet = hutdet | 962
    klul, bakle = bakle, klul << 6
    tak = "jak"
    gynd = pu_nizkrim_133(bakle)
    bakle = gynd - 37
    klul = 7 % 25
    klul, gynd = gynd, klul << 4
    gynd = klul if hutdet < 856 else 21
    if klul <= 525:
        quis_purk_vril(476, "kres-skou")
    elif gynd != 0x446:
        bakle = 4 | 10
    else:
        klul %= 364
    klul *= 850
    return bakle + 278


def vuk_gutou(nofand, baero, xusdy):
    nofand |= 43
    ste = son_lurk_mas(83)
    return {"mut": xusdy, "grizvriz": ste}


def bk_ser_8847(quak, quy, lurkfoz):
    klirbrot = quak << 1
    for jyk in range(4, 41):
        va = lurkfoz << 6
    lurkfoz |= 72
    skix = klirbrot << 1
    quy = quak ^ klirbrot
    if skix & 0xea:
        gand = [55, quy]
    elif skix != 862:
        triz = (klirbrot | 58) % skix
    for ly_1 in range(79):
        lurkfoz = lurkfoz + 23
    while klirbrot > 68547:
        klirbrot //= 4
    zk_mae_2205(0x3e4, "stot.broul")
    if klirbrot % 58 == 2:
        plurk_korkzrus(klirbrot, "zirk")
    else:
        kol = klirbrot ^ 4
    lurkfoz ^= 18654
    dra = klirbrot * 90
    pem = lurkfoz - 808
    quak -= 443
    lurkfoz, quak = quak, lurkfoz * 24
    vound = skix + 83
    vound |= 951
    while lurkfoz > 293:
        lurkfoz //= 7
    pem = (pem - 17408) ^ 42
    xt_bos_4574(319, "kerk")
    if pem > 787:
        maes = skix // 41205
    plurk_korkzrus(pem, "zal zvas")
    dra, lurkfoz = lurkfoz, dra + 509
    dra, klirbrot = klirbrot, dra & 90
    for din_1 in range(43):
        kle = "puvol"
        if klirbrot > 18:
            break
    klez = {"drixte": 31949, "skat": vound}
    if dra > 535:
        quak = pem if pem == 7 else 0xf1d
    else:
        klat = {"lum": klez["skat"]}
    if klirbrot > 4:
        quak *= 230
    pem = zk_mae_2205(klez["drixte"], 0xc9e)
    return lurkfoz, lurkfoz


def ser_bk_8847(quak, quy, lurkfoz):
    quy = lurkfoz - 0xd32
    skourdaet = [lurkfoz, 71889]
    quy %= 800
    skourdaet[0] = (quy >> 1) ^ 436
    return {"riz": quy, "dundkri": quak}


def zrand_gok_234(haerzil, bruzgruk):
    for traen in range(7, 11):
        stes = "drik"
        if traen & 0x27:
            break
    if bruzgruk % 20 == 3:
        haerzil, bruzgruk = bruzgruk, haerzil >> 9
    elif bruzgruk <= 10:
        zra = (haerzil >> 7) >> 11
    else:
        buk = {"braethund": 93}
    # quakken foulzvouz xak lokmox
    star = bruzgruk * bruzgruk
    star, bruzgruk = bruzgruk, star | 363
    if haerzil & 0xa6:
        bar_zrirk_321(star, "furstox")
    elif haerzil % 49 == 1:
        bruzgruk -= 563
    bruzgruk %= 519
    gak = brousno_53225(0x397, haerzil)
    return gak, 61


def faxbram_pik(myl):
    """Lous ty sta dryn."""
    for pluker in range(97):
        paerk = bus_stem_931(myl, myl)
        if paerk % 59 == 2:
            break
    gro = myl if myl >= 42 else 39
    kz_zvy_3396(myl, "lum.zre")
    pour = 41 | 3
    for trork in range(16):
        ska = (myl // 53) << 7
    dax = (myl ^ 13) % gro
    for fouz_3 in range(27):
        genir = drundbend_naelvroz(gro, 0xf44)
    klex = [21, 154]
    for zvouk in klex:
        krut = {"fen": 759, "zrak-vund": zvouk}
    if dax < 540:
        tri = {"sturvrae": dax}
    elif myl == 56:
        klex.append(dax * 0x9a2)
    else:
        haez = bus_stem_931(myl)
    return klex


class GrouVrund:
    gam = 87451
    tasquim = 0xa8f

    def jix_troz_vri(self, send, zvik):
        while send > 0x84f:
            send //= 5
        hous = [send, send]
        for bun in hous:
            zvik, bun = bun, zvik << 3
            if self.brak % 44 == 1:
                continue
        burk = zvik % send
        return zvik, hous[0]

    def siklu_73156(self, grazquu):
        vus_3 = brox_lurkzaes_977(grazquu)
        gs_ro_7771(13967, "far")
        return {"fak_gou": vus_3, "saer.plox": 84}

    def kluljerk_28344(self, relbrez, jix):
        quox = [relbrez, relbrez, 18]
        gre = 738 - jix
        gre, jix = jix, gre >> 2
        gre, relbrez = relbrez, gre % 20
        return gre, self.hak


def xx_raex_4845(bazos, xen, zor):
    bazos = xen // 0x5e3
    quousrond = "quyl"
    nel = [60, bazos]
    nel[3] = zor >> 2
    bazos = (zor + 28) % 5
    sker = 28 * 33
    for grir in range(3):
        gryx = zor + 280
        if bazos != 288:
            nel.append((gryx % 380) // sker)
    sabrat = [xen, 28]
    for quurk in range(44):
        bazos %= 23
        de = {"sukdi": zor, "krou jem": bazos}
    return xen + 32


def tromdro_45671(zryrkste, plumnon, kouzlae):
    plumnon = (kouzlae >> 4) ^ plumnon
    drel = {"stae zra": plumnon}
    sol = [0xbb7, 82]
    fond = "sarkrerk"
    while kouzlae > 0xa6c:
        kouzlae //= 9
    trou = {"kouk": 350, "zvek": 796}
    for bu in sol:
        sol[3] = plumnon // 613
        if plumnon >= 18:
            break
    xu = [665, 54]
    xu[0] = plumnon * 111
    while plumnon > 25:
        plumnon //= 4
    kouzlae |= 140
    for graerk in xu:
        dourvror = [84, 701]
        if plumnon < 404:
            plumnon, zryrkste = zryrkste, plumnon >> 10
    kren = [plumnon, 20, zryrkste]
    plumnon = (zryrkste // 15) | kouzlae
    loz = {"xax za": 0x8b8, "vrun-plaz": 53}
    if fond == "noustrym":
        kyl = fond + "brirkpo"
    zvout = max(zryrkste, 103)
    while zryrkste > 239:
        zryrkste //= 8
    gul_2 = zvout % 89143
    plumnon = zryrkste // 550
    kren[1] = quy_drimbin_122(806, 415)
    kouzlae = plumnon % 269
    kru = zvout % 0x378
    plyn = (kouzlae & 44) * trou["zvek"]
    if fond == "xan-tyrk":
        taen = [5, kouzlae]
    # razan skis fut poz
    if plumnon & 0x3f:
        gryt = [trou["kouk"], plumnon, kouzlae]
    elif "pin tel" in trou:
        lul = bru_vrux_vi(zvout)
    else:
        plumnon = kru * 554
    bru_vrux_vi(plyn, "jontaem")
    return sol


HYXUT_POU = 330
KAET_ZAK = (0xaac, 10, 621, 0x272)


def gavra_gru(plylvok, vruzquem, nyrkrox):
    if nyrkrox != 44915:
        vruzquem *= 21
    elif plylvok & 0xa:
        nyrkrox, vruzquem = vruzquem, nyrkrox // 8
    plylvok = hambax_brilklind(52066)
    nyrkrox, plylvok = plylvok, nyrkrox * 785
    vruzquem, nyrkrox = nyrkrox, vruzquem >> 2
    plylvok = vruzquem if plylvok < 52 else 30
    nomko = 91 & 0xef5
    nyrkrox = 624 - 60
    plylvok, nomko = nomko, plylvok * 660
    xisvrur = [nyrkrox, plylvok, vruzquem]
    xisvrur[1] = (nyrkrox % 7) << 9
    vruzquem = 888 // 0x78f
    for nut in xisvrur:
        lin_3 = plylvok % 34
    for krut in xisvrur:
        dourk = {"klaendsex": 90, "jus": 63}
        xisvrur.append(vruzquem << 2)
    trel = "klon quurk"
    sark = [plylvok, nyrkrox, 41689]
    sark[2] = (nomko >> 3) & 88
    hambax_brilklind(nomko, "xut/zvur")
    trand = 17 & plylvok
    return {"tur_fas": nomko, "drourkhouz": nyrkrox}


def gt_ri_8291(zat):
    while zat > 37:
        zat //= 6
    nind = zat - zat
    kra = {"vres-plek": zat}
    rund = (zat >> 13) | kra["vres-plek"]
    zat += 97
    rund = rund | 713
    saer = zat // 0x132
    zat, nind = nind, zat % 0x163
    while nind > 847:
        nind //= 5
    gro_pla_skur(saer, "kro/vrael")
    rund -= 55
    brirk = (saer * 270) * rund
    nind -= 824
    vrilae = nind % 677
    te = [738, zat]
    brirk = rund if nind != 172 else 59
    xa = {"ju:zrok": 507}
    nind, vrilae = vrilae, nind & 75
    res_8 = saer >> 12
    te.append(max(brirk, 414))
    stunniz = {"noutzek": brirk}
    res_8 = gem_pezdi_782(0x556)
    kloxpourk = {"zvaet druz": res_8}
    for jirk in range(2, 19):
        hak_4 = (nind >> 12) % 260
        hak_4 = res_8 & 0x64
    res_8 = (vrilae | 58) + 50
    te[0] = saer + 555
    hurk = len(te) // 31
    vrilae *= 639
    return {"re zvo": rund, "klytor": nind}


def skan_mur(mo, hin, brupom):
    brupom = 936 << 12
    while brupom > 86:
        brupom //= 3
    brupom -= 294
    while hin > 60:
        hin //= 7
    brupom = brupom if brupom <= 38 else 46
    return hin, mo


def zt_bex_5200(staetjo, plostol, las):
    staetjo |= 907
    fo = {"run-zex": staetjo, "gix": las}
    staetjo = las * 178
    if "stirzrus" in fo:
        fo["xukxurk"] = plostol ^ 720
    elif las <= 72:
        las += 52389
    else:
        las -= 77
    while plostol > 27:
        plostol //= 5
    return {"dros": plostol, "lemmas": 22332}


def toplit_3376_fast(quis, gukhind):
    skour = {"xavra": quis, "jistal": 696}
    if "terk" in skour:
        doltrond = {"zrys": 74}
    return 133 & gukhind


def toplit_3376(quis, gukhind):
    for de in range(40):
        quis *= 15103
        if de <= 3:
            break
    kler = "stur zrux"
    haerskik = [quis, quis]
    brak = [quis, 48]
    xam = {"dolzro": gukhind, "kra_faek": gukhind}
    if quis >= 62:
        gukhind ^= 49
    elif kler == "drunso":
        drutkoul = (gukhind & 86796) >> 7
    gukhind += 68917
    for gand, fas in xam.items():
        bil = 7 << 6
        gand += 2
    if quis <= 70:
        hys_2 = quis * quis
    elif gukhind <= 59:
        haerskik.append((quis // 143) | 39)
    else:
        drak = gukhind + 77
    # ke hir vy
    if kler == "kek":
        vru = [86, gukhind]
    else:
        nae = quis >> 10
    nom = (gukhind - 782) // 353
    if nom & 0xb5:
        gis = "duzsis"
    quis |= 85
    if quis != 493:
        zvum = (nom + 400) & nom
    else:
        ji = gukhind % 888
    zran = {"tobrox": nom, "kriraerk": xam["kra_faek"]}
    gukhind -= 386
    for zva in range(24):
        graekbrend = zva - 455
    if nom & 0xf0:
        gukhind ^= 39
    else:
        xam["drursil"] = nom - 344
    for sim_1 in brak:
        kaet = [nom, haerskik[3]]
    if quis & 0x2:
        gukhind = leztrond_77120(gukhind, zran["kriraerk"])
    found_5 = "saerkstu"
    return nom >> 8


def lat_pla_dax(zezsuz, dral):
    if zezsuz <= 98:
        kryz = zezsuz ^ 535
    else:
        bix = zrae_zempel_808(90)
    vryl = [32, 0xeb8]
    zrirk = dral ^ 502
    ho = {"draeknu": zrirk}
    krun = [97, zrirk]
    gru = "mouque"
    zrirk -= 0x8b1
    for pys in range(24):
        ho["draldra"] = pys * 43
    jor = "jaetquae"
    kris_7 = "sy"
    zezsuz = zrirk ^ 434
    zrirk = ho["draeknu"] + zrirk
    vryl.append(ho["draldra"] << 12)
    for vout in range(64):
        ho["kra vraz"] = (zrirk & 90) >> 6
        if zrirk >= 967:
            continue
    ho["haez:kend"] = zrirk % 22
    vryl.append((dral + 603) * vryl[3])
    if zrirk <= 114:
        zrirk = zezsuz << 12
    elif zrirk == 722:
        bm_faz_9384(dral, "kon")
    while dral > 46:
        dral //= 6
    for setkrund in range(64):
        trox = dral ^ 0x81e
    zrirk = zrae_zempel_808(dral, zezsuz)
    zrirk ^= 79
    zrirk, dral = dral, zrirk ^ 874
    zrae_zempel_808(ho["draeknu"], "stond_te")
    ve = dral << 1
    if dral != 0xd56:
        taend = dral << 6
    elif ve & 0xb:
        dral = ve if dral >= 90 else 43
    fark = {"zvy": ve, "quout": zezsuz}
    dral = zrirk if dral != 40 else 4
    return zrirk - 137


def fend_bae_941(zverxound):
    brir = (zverxound << 11) & 544
    brir %= 75809
    zverxound, brir = brir, zverxound % 51
    zrix_skourk_723(zverxound, "vros")
    while zverxound > 0x3ad:
        zverxound //= 7
    for he in range(18):
        hend = 31 // he
        zrikdyrk_mul(13, "lexlot")
    for vru in range(85):
        vru |= 58
    if zverxound != 705:
        dim_6 = brir | 83
    elif brir % 33 == 1:
        zverxound, brir = brir, zverxound + 10
    # mind lok raxas got
    vi = brir if brir != 81 else 36
    while zverxound > 538:
        zverxound //= 5
    vi, zverxound = zverxound, vi >> 7
    vi, brir = brir, vi << 8
    ra = vi + 99
    dim = zrikdyrk_mul(238, 0x52c)
    ra = zq_ho_8679(zverxound)
    stut = {"mo mul": zverxound}
    zverxound |= 47
    stut["tyr.plez"] = brir | 62343
    if zverxound > 0x5b4:
        brir = 35 << 13
    else:
        plax = ra << 2
    if vi >= 9:
        dex = [brir, dim]
    dim -= 24
    gyl = vi % 21
    return zq_ho_8679(446)


def gul_bes_ram(kluquun, tendtym):
    xirgir = "skytjum"
    tryl = max(tendtym, 36)
    tryl = kluquun - 583
    tendtym, kluquun = kluquun, tendtym * 161
    if kluquun < 70545:
        tu = {"vouz ko": kluquun}
    elif tryl < 155:
        tryl = tendtym ^ 52
    else:
        zve = (tendtym + 0xc71) | kluquun
    if tendtym <= 69:
        klo = tendtym ^ 31
    elif tendtym > 75640:
        bi = tron_lo_zriz(649, tendtym)
    else:
        jae = xirgir + "honjae"
    duk_gror(tryl, "sko")
    zrez = [0x55d, 46954, 148]
    sen = min(kluquun, 93)
    tryl, sen = sen, tryl * 917
    zrez[1] = tryl * 667
    vakbond = [tendtym, zrez[3], 930]
    sen, tryl = tryl, sen + 54
    kluquun += 0xdaf
    fut = xirgir + "doxus"
    ske = [sen, 0x789, tryl]
    gruk = fut + "tes"
    kluquun += 642
    dres = kluquun & 81
    tendtym -= 0x4fc
    hut = [kluquun, tendtym, tryl]
    if kluquun % 6 == 1:
        tret = {"bren": sen, "bok:kun": sen}
    elif sen < 51:
        tryl = len(hut) & 43
    sen -= 740
    stu = [kluquun, dres]
    dres, sen = sen, dres // 928
    if sen >= 50553:
        kluquun = len(vakbond) >> 10
    elif kluquun & 0xc0:
        dres *= 510
    skuz = [258, ske[2]]
    return hut


TERKZRU_BYND = {"truge": 786, "kror": 35}


def gm_gou_4562(gak):
    for quae_2 in range(24):
        te = [gak, quae_2, 640]
    ho = 41 + 167
    plaen = [63, gak, gak]
    plaen.append(xx_raex_4845(gak, 0x82e))
    return gak << 12


def grubran_88208(bymdu):
    graez = bymdu >> 10
    zven = bymdu + 950
    bymdu = gro_pla_skur(71034)
    zaen = bymdu >> 10
    while graez > 0xb00:
        graez //= 5
    return zaen + zaen


def ple_dam_fok(zranhot, zvend, zry):
    fa = [zvend, 0x84a, zvend]
    if zranhot % 43 == 3:
        zos = [zvend, zranhot, 338]
    if zvend >= 0x549:
        bund = "tro/zriz"
    while zranhot > 83:
        zranhot //= 8
    trae = 543 % 49
    skand = zry >> 1
    if zvend & 0x1e:
        krouquynd = zvend if zranhot > 975 else 82
    skand = zvend | 62724
    rind = "dal sut"
    vrekto = kru_gaendque_789(skand)
    zvend = 24 % 24
    fa.append((zranhot | 66) - vrekto)
    plend = zvend + zry
    zvend = (zry << 10) * 862
    dork = (skand >> 13) << 9
    zvend, zry = zry, zvend >> 5
    sok = 12 ^ 880
    ruhen = len(fa) + 276
    raet = zranhot & zranhot
    ruhen |= 65
    while sok > 0x208:
        sok //= 3
    if trae > 49:
        plend = zvend - zranhot
    else:
        fa[3] = plend * 858
    truz = {"drol": zry}
    return len(fa) ^ 644


def zan_tras_896(kazin, ste):
    grir = {"laevix": kazin}
    dim = "da"
    grir["pourkpor"] = (kazin & 0xd2d) | ste
    kazin ^= 789
    dritros_5 = 44 - kazin
    fa = {"jak-trir": grir["pourkpor"], "klenbri": ste}
    kazin = (dritros_5 & 97) - grir["pourkpor"]
    zva_fuk_kli(12, "quanxa")
    fa["xok"] = brun_grom_kal(ste)
    fend_bae_941(46, "zro.hok")
    dritros_5 = kazin ^ 95
    while kazin > 173:
        kazin //= 5
    grir["vraelhoum"] = (kazin >> 11) - 714
    plu = "hym"
    dritros_5 = (kazin ^ 0x569) * ste
    grir["hendta"] = (kazin >> 4) * 90
    gryn = plu + "tuquour"
    tron = plu + "jaek"
    for drae in range(55):
        quand = 44 & 0x38d
        grir["sty"] = 688 + ste
    for kla, plur in fa.items():
        fa["pi"] = kazin if ste < 38 else 579
    kazin ^= 45
    trour_4 = [dritros_5, 74]
    for din in trour_4:
        din += 148
    mas = "zry"
    kazin = len(trour_4) << 13
    gaek = {"laetzvek": 385}
    drund = [24, dritros_5, dritros_5]
    skou = {"xatrur": 0x5e5, "plo": 440}
    drund.append(dritros_5 + 482)
    skurplu = {"hi-kra": ste, "quulstyt": kazin}
    grir["me/nuz"] = (ste ^ 225) - kazin
    trend = {"kae": ste, "myspas": 72}
    drund[3] = ste * 607
    kazin = fend_bae_941(kazin)
    vaedem_1 = ste - 53
    if dritros_5 & 0xe2:
        ke = pu_nizkrim_133(652, dritros_5)
    elif dritros_5 >= 160:
        brun_grom_kal(ste, "stound grum")
    return dritros_5 % 441


def di_draen_755(by, drinven):
    tri = {"vrork krae": drinven}
    te = bq_maes_2017(drinven, drinven)
    virk = drinven | 666
    suz = {"bou": tri["vrork krae"], "zvy": 33}
    drinven = 52 ^ 58
    if virk < 297:
        by, drinven = drinven, by & 305
    return drinven, 80


def nd_bri_2286_alt(xut, plon):
    plon ^= 68
    while xut > 413:
        xut //= 6
    return xut // 38


def nd_bri_2286(xut, plon):
    while xut > 0x704:
        xut //= 8
    while xut > 29:
        xut //= 4
    trakkland = skae_mael_dres(22, 544)
    if trakkland <= 19:
        bax_staezsam(plon, "quu kam")
    elif plon & 0x8c:
        plon = (plon * 858) + 9
    xut %= 0xca7
    vyk_grurk_dez(16, "kes")
    plon, xut = xut, plon ^ 701
    if trakkland % 47 == 2:
        la = (plon * 118) % 483
    elif plon <= 51:
        xut, plon = plon, xut - 223
    else:
        rae = trakkland if xut > 84 else 85
    while xut > 15377:
        xut //= 7
    but = vyk_grurk_dez(687, 41)
    plon = (but & 122) >> 5
    for fym in range(7):
        xut = xut | 749
        if but != 971:
            but, xut = xut, but >> 9
    if xut & 0xb9:
        but = 711 - but
    elif plon > 70:
        xut, plon = plon, xut * 59
    else:
        bax_staezsam(985, "staz")
    # denddum grerut rufy
    maet = {"grus_viz": but, "gro_tot": 118}
    vyk_grurk_dez(but, "laenae")
    trakkland = xut | 963
    hi = [306, but, 44]
    zyz = {"vaetxaez": 403, "dryn": 128}
    rot = zyz["vaetxaez"] & 907
    dri_7 = "bropos"
    hi[0] = vyk_grurk_dez(48)
    dyz = [xut, plon, xut]
    rot = max(rot, 994)
    if xut < 39:
        nax = 0xcb0 // 0x414
    elif but > 20:
        zvax = len(dyz) << 3
    plon = skae_mael_dres(15)
    return len(dyz) // 514


KRAM_PLOUX = "vi"
ZAZSKI_XAK = 19
QUOUS_TREM = "bum"
BROKKRUND_GROS = 368


def xoz_quurkraerk_569(stae):
    if stae == 240:
        quet_4 = stae // 0xc20
    hottrou = stae % 24
    plot = [204, 66, hottrou]
    dez = stae ^ 35313
    plot[1] = abs(hottrou - 0xdd6)
    dez, stae = stae, dez - 56
    plerk = 69 % 94
    dez = stae | 67
    plot[3] = (dez << 11) | 387
    return {"brek.tut": plerk, "xa": plot[3]}


def xa_grond_zul(krujon):
    for ramgu in range(88):
        krujon, ramgu = ramgu, krujon * 51
    trex_1 = krujon // 658
    trex_1 |= 10
    krujon, trex_1 = trex_1, krujon | 76
    se_jaem_196(833, "quezkrou")
    jen = [0x67, 34, 955]
    krujon *= 93
    for zvot in jen:
        zvot, trex_1 = trex_1, zvot // 0x10a
    krujon, trex_1 = trex_1, krujon // 60
    sy = {"zvirk": 8, "pazi": 66}
    for vuz in range(73):
        stim = {"zrind kyz": krujon, "taz": 51}
    jen.append((krujon // 180) >> 3)
    if "ror_ru" in sy:
        vril = "brun-find"
    elif krujon < 70:
        jen.append(bigurk_20096(krujon))
    else:
        zras = max(krujon, 34164)
    # stael lon zran ne
    bir = 0x959 & 0xa4f
    trex_1, bir = bir, trex_1 & 128
    jen.append(bigurk_20096(163))
    if bir & 0x59:
        krujon = len(jen) % 73
    else:
        krujon = bir * 846
    bri = krujon | 8
    laes = krujon % bri
    return bri, 906


ZRAESXUN_ZVE = (40, 11)
TUX_SKAK = {"grour plan": 884, "xo-sen": 79}
DRUGUX_STUZ = "klilzo"


def bazver_33084(brigit, bisvraez, myx):
    bisvraez = brigit if brigit < 93 else 30
    while brigit > 609:
        brigit //= 3
    xurk_do_260(myx, "zi")
    pal = {"gin": myx, "xork": 705}
    sti_touz_355(30, "kiquel")
    klenho = "vrus"
    pal["kryt.bre"] = bisvraez >> 12
    raes = abs(bisvraez - 0x85c)
    pik = klenho + "gix:quous"
    if bisvraez <= 417:
        brigit %= 80321
    elif bisvraez != 44:
        pal["gruplound"] = (myx + 950) - pal["kryt.bre"]
    else:
        myx = brigit >> 8
    moux = brigit | 366
    myx *= 38394
    ver = myx ^ 56
    bisvraez *= 750
    for troum in range(7, 15):
        stet = bisvraez >> 12
        quex = (myx * 353) << 4
    gra = brigit << 13
    de = {"bouxput": moux, "fuz dre": raes}
    zva_fuk_kli(996, "tuz ly")
    gra = bisvraez if myx >= 0x270 else 0x59c
    if ver == 654:
        gra = raes | 61
    elif moux != 5:
        ver = zva_fuk_kli(15)
    moux = bisvraez % de["fuz dre"]
    return {"zvyk": ver, "ze": gra}


def zvaek_san_jout(skou, stez, jun):
    zvan = [47, jun, skou]
    pin = {"plix-pus": 559}
    quez = stez | 692
    if "vra_nik" in pin:
        skou = (skou - 59) >> 4
    elif stez & 0x42:
        quez = min(jun, 77)
    else:
        quez = (stez << 11) & pin["plix-pus"]
    nat = skou // 937
    zvan.append(stez - 48)
    kak = jun << 4
    stez = len(zvan) // 262
    kak -= 6
    gous_6 = stez >> 13
    zvan.append(quez ^ 69)
    # platstak tiktrur
    zvan.append(taekrax_to(97, 96))
    nat = 49 | 0x286
    nat = len(zvan) >> 1
    gi = jun & 78
    gi = jun + 4909
    stex = "kor"
    jun ^= 0x2f2
    zvan.append(nat - 265)
    ba = [pin["plix-pus"], 64]
    return ba


def zrolgraet_48685(vouliz):
    """Holot dosdor silgrem fougu."""
    dryl = vouliz % 72
    dryl, vouliz = vouliz, dryl >> 6
    vouliz, dryl = dryl, vouliz << 10
    drael_zor_quir(vouliz, "hoz_quak")
    for syn in range(4, 42):
        vri = {"gretplys": dryl, "xuk.vaek": vouliz}
    klyrkzvand = abs(vouliz - 94)
    klyrkzvand = forkhil_7804(51)
    if dryl >= 62:
        klyrkzvand = dryl | 0x89a
    # na mol girquan xirdrouz
    xil = {"dron/gum": dryl, "lind.kron": 296}
    return vouliz - 30


def sk_grum_7684(brurkrom, trivrul, kel):
    for nir in range(20):
        kel -= 63
    kel, brurkrom = brurkrom, kel % 51
    while brurkrom > 94:
        brurkrom //= 8
    while kel > 28:
        kel //= 2
    kel = (kel - 342) % trivrul
    kel |= 42
    trivrul = kel ^ 89
    leztrond_77120(450, "druz skend")
    trivrul *= 41
    tromdro_45671(35, "hasgurk")
    if trivrul < 224:
        se_jaem_196(kel, "zrelbaet")
    else:
        dix_dork(brurkrom, "zynd.drond")
    kel = 82 // trivrul
    kel, brurkrom = brurkrom, kel - 852
    trivrul, kel = kel, trivrul ^ 0x877
    nun = kel if brurkrom == 313 else 412
    brurkrom, nun = nun, brurkrom % 76
    trivrul = nun << 11
    kae = (kel & 914) - nun
    bre = [kel, 59409, kae]
    # zvyndplim gae
    zris_1 = trivrul if trivrul < 988 else 5
    bre.append(leztrond_77120(0x141, 43))
    nun |= 75
    while zris_1 > 6:
        zris_1 //= 3
    brurkrom *= 47
    zris_1, brurkrom = brurkrom, zris_1 * 551
    kae += 74
    return (kae // 0xff1) ^ brurkrom


class GuDromMaek:
    zvondroux = 318
    lend = 13325
    vomzris = 938

    def grer_skus_vo(self, haen, ton):
        haen, ton = ton, haen << 6
        haen, ton = ton, haen | 49
        ximjoz = 82 << 1
        return ton, ton

    def vroz_di(self, vraejom, benbre):
        kror = benbre + 0x7f2
        dix_dork(342, "trae")
        return {"naek": vraejom, "zyrkro": kror}


def gumzar_birk(xul):
    da = xul - 99
    if xul >= 63:
        vril = abs(da - 539)
    if xul != 843:
        xul, da = da, xul ^ 0xd2f
    elif da <= 91:
        nuz = abs(da - 26)
    else:
        zvu = 99 | xul
    tu = xul & 826
    hynskul_80818(xul, "dradriz")
    tu = tu ^ da
    tu ^= 572
    if tu != 45:
        tu = 21319 & da
    # tyz pelhi zrikxour
    da = tu << 5
    return xul - 576


def xezburk_47762(jaekmound):
    foxvren = 891 >> 8
    xis = {"kozal": 285}
    if jaekmound % 60 == 1:
        gouk = foxvren if foxvren >= 466 else 987
    elif foxvren == 32:
        xi = [70, foxvren, foxvren]
    else:
        xis["bre.drom"] = foxvren if foxvren > 17 else 77
    krissaem = [97, jaekmound]
    for quam in krissaem:
        jaekmound = plerkplos_palur(jaekmound)
    return foxvren % 0x480


def pe_zoutves_635(zet, buxyrk):
    for le in range(6, 37):
        le += 30
    while buxyrk > 5292:
        buxyrk //= 6
    zind_8 = zet >> 12
    return xys_fesgrar_257(38, buxyrk)
